// The sign-in's field rules without zod (decision 0254): the phone-login dialog checks them in the browser, and the
// zod schemas of src/shared/schemas/auth.ts (the server's, and the other forms') are built on the same functions,
// so a number or a code is refused for the same reason with the same message everywhere.
import { OTP_LENGTH } from './constants.js';
import { sharedMessage } from './i18n/messages.js';
import { isValidSaPhone } from './phone.js';

export const INVALID_PHONE_MESSAGE = sharedMessage(
  /*i18n*/ { id: 'validation.phone.invalid', message: 'Please enter a valid South African phone number' },
);
export const INVALID_CODE_MESSAGE = sharedMessage(
  /*i18n*/ {
    id: 'validation.code.invalid',
    message: 'Please enter the {digits}-digit verification code',
    values: { digits: OTP_LENGTH },
  },
);
/**
 * The 429's `code` when a code went to this number moments ago (the resend cooldown, not an hourly limit): a second
 * browser may enter the code already sent (issue 32, item 12).
 */
export const OTP_COOLDOWN_CODE = 'otp_cooldown';
/** The longest phone entry taken, spacing included ('+27 (82) 123-4567' is 17). */
export const PHONE_INPUT_MAX = 30;
/** The optional name given at sign-in. */
export const NAME_MAX_LENGTH = 60;

/** OTP_LENGTH digits, nothing else. */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A typed phone number (trimmed as the schema trims it) that is not a South African number: the message. */
export function phoneProblem(input: string): string | null {
  const value = input.trim();
  return value.length > PHONE_INPUT_MAX || !isValidSaPhone(value) ? INVALID_PHONE_MESSAGE : null;
}

/** A typed one-time code (trimmed) that is not OTP_LENGTH digits: the message. */
export function codeProblem(input: string): string | null {
  return OTP_PATTERN.test(input.trim()) ? null : INVALID_CODE_MESSAGE;
}
