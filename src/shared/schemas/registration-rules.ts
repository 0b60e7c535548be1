// The registration wizard's rules without zod: the fields each step checks before Next and the code of the
// 'profile exists' answer. The wizard's first load needs these; the form's schema (worker-registration.ts) loads
// once the page has rendered (decision 0256).

/** The `code` of the 409 answer to POST /api/workers when the account already has a worker profile: the wizard
 * reads it, not the message, to send the user to the dashboard instead. */
export const WORKER_PROFILE_EXISTS_CODE = 'worker_profile_exists';

/** The fields each wizard step must validate before Next (spec: "Registration wizard"). */
export const REGISTRATION_STEP_FIELDS = {
  1: ['fullName', 'phoneNumber', 'skills', 'availability', 'spokenLanguages', 'profilePhotoUrl'],
  2: ['address', 'suburb', 'city', 'postalCode'],
  3: ['paymentMethod'],
} as const;
