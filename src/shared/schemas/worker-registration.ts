// The worker registration wizard's form and the POST /api/workers payload: one schema for the client and server,
// with the spec's messages ("Worker registration form").
import * as z from 'zod';
import {
  AVAILABILITY_OPTIONS,
  CATEGORIES,
  PAYMENT_METHODS,
  TIER_LEVELS,
  WORK_HISTORY_MAX,
} from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';
import { isValidSaPhone } from '../phone.js';
import {
  normaliseSpokenLanguages,
  SPOKEN_LANGUAGE_CODES,
  SPOKEN_LANGUAGES_MAX,
} from '../spoken-languages.js';
import { nameSchema, nameTooLongMessage } from './names.js';
import { REGISTRATION_STEP_FIELDS } from './registration-rules.js';

export * from './registration-rules.js';

export const REGISTRATION_MESSAGES = {
  fullName: sharedMessage(
    /*i18n*/ { id: 'validation.registration.full-name', message: 'Name must be at least 2 characters' },
  ),
  phoneNumber: sharedMessage(
    /*i18n*/ { id: 'validation.registration.phone-number', message: 'Please enter a valid phone number' },
  ),
  skills: sharedMessage(
    /*i18n*/ { id: 'validation.registration.skills', message: 'Please select at least one skill' },
  ),
  availability: sharedMessage(
    /*i18n*/ { id: 'validation.registration.availability', message: 'Please select your availability' },
  ),
  address: sharedMessage(
    /*i18n*/ { id: 'validation.registration.address', message: 'Please enter your full address' },
  ),
  suburb: sharedMessage(
    /*i18n*/ { id: 'validation.registration.suburb', message: 'Please enter your suburb/area' },
  ),
  city: sharedMessage(/*i18n*/ { id: 'validation.registration.city', message: 'Please enter your city' }),
  postalCode: sharedMessage(
    /*i18n*/ { id: 'validation.registration.postal-code', message: 'Please enter your postal code' },
  ),
  paymentMethod: sharedMessage(
    /*i18n*/ { id: 'validation.registration.payment-method', message: 'Please select a payment method' },
  ),
  profilePhotoUrl: sharedMessage(
    /*i18n*/ { id: 'validation.registration.profile-photo-url', message: 'Please upload a profile photo' },
  ),
  rate: sharedMessage(
    /*i18n*/ { id: 'validation.registration.rate', message: 'Please enter a rate in rand, like 250 or R250' },
  ),
  coordinates: sharedMessage(
    /*i18n*/ { id: 'validation.registration.coordinates', message: 'The detected location is not valid' },
  ),
  employerPhone: sharedMessage(
    /*i18n*/ {
      id: 'validation.registration.employer-phone',
      message: 'Invalid Phone Number: Please enter a valid South African phone number.',
    },
  ),
  spokenLanguages: sharedMessage(
    /*i18n*/ {
      id: 'validation.registration.spoken-languages',
      message: 'Please choose at most {max} languages from the list',
      values: { max: SPOKEN_LANGUAGES_MAX },
    },
  ),
  missingEmployer: sharedMessage(
    /*i18n*/ {
      id: 'validation.registration.missing-employer',
      message: 'Missing Information: Please enter employer name and phone number first.',
    },
  ),
};

/** The spec: a leading 'R' and spaces are stripped from rates. */
export function stripRate(value: string | undefined | null): string {
  return (value ?? '').replace(/\s+/g, '').replace(/^R/i, '');
}

const rate = z
  .string()
  .max(20)
  .optional()
  .refine((v) => {
    const s = stripRate(v);
    return s === '' || (/^\d{1,7}(\.\d{1,2})?$/.test(s) && Number(s) > 0);
  }, REGISTRATION_MESSAGES.rate);

const coordinate = (max: number) =>
  z
    .string()
    .max(32)
    .optional()
    .refine((v) => {
      if (v === undefined || v.trim() === '') return true;
      const n = Number(v);
      return Number.isFinite(n) && Math.abs(n) <= max;
    }, REGISTRATION_MESSAGES.coordinates);

export const workHistoryEntrySchema = z.object({
  workType: z.string().trim().max(100).default(''),
  employerName: nameSchema(100, 'Employer name must be at most 100 characters').default(''),
  duties: z.string().trim().max(1000).default(''),
  employerPhone: z.string().trim().max(30).default(''),
  /** The worker pressed 'request review': the SMS goes out once registration is complete. */
  reviewRequested: z.boolean().default(false),
});

/** An entry counts only with both a work type and an employer name (the others are dropped). */
export function isFilledWorkHistory(entry: { workType?: string; employerName?: string }): boolean {
  return Boolean(entry.workType?.trim() && entry.employerName?.trim());
}

/** The languages a worker speaks: codes from the list, stored in its order without repeats (optional). */
export const spokenLanguagesSchema = z
  .array(z.enum(SPOKEN_LANGUAGE_CODES, { error: REGISTRATION_MESSAGES.spokenLanguages }))
  .max(SPOKEN_LANGUAGES_MAX, REGISTRATION_MESSAGES.spokenLanguages)
  .default([])
  .transform(normaliseSpokenLanguages);

const profileFields = {
  fullName: nameSchema(100, nameTooLongMessage(100)).min(2, REGISTRATION_MESSAGES.fullName),
  phoneNumber: z
    .string()
    .trim()
    .min(10, REGISTRATION_MESSAGES.phoneNumber)
    .max(20)
    // Stored in E.164, so it must be a South African number (the same message as the length rule).
    .refine(isValidSaPhone, REGISTRATION_MESSAGES.phoneNumber),
  skills: z
    .array(z.enum(CATEGORIES, { error: REGISTRATION_MESSAGES.skills }))
    .min(1, REGISTRATION_MESSAGES.skills)
    .max(CATEGORIES.length),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: REGISTRATION_MESSAGES.availability }),
  spokenLanguages: spokenLanguagesSchema,
  hourlyRate: rate,
  dailyRate: rate,
  description: z.string().trim().max(2000).optional(),
  profilePhotoUrl: z.string().min(1, REGISTRATION_MESSAGES.profilePhotoUrl).max(500),
  cvUrl: z.string().max(500).optional(),
  address: z.string().trim().min(5, REGISTRATION_MESSAGES.address).max(200),
  suburb: z.string().trim().min(2, REGISTRATION_MESSAGES.suburb).max(100),
  city: z.string().trim().min(2, REGISTRATION_MESSAGES.city).max(100),
  postalCode: z.string().trim().min(4, REGISTRATION_MESSAGES.postalCode).max(10),
  latitude: coordinate(90),
  longitude: coordinate(180),
  workHistory: z.array(workHistoryEntrySchema).max(WORK_HISTORY_MAX).default([]),
};

const paymentMethod = z.enum(PAYMENT_METHODS.map((m) => m.id) as ['card', 'mobile', 'eft'], {
  error: REGISTRATION_MESSAGES.paymentMethod,
});

/** What the wizard's form holds (react-hook-form + zodResolver). */
export const workerRegistrationFormSchema = z.object({
  ...profileFields,
  paymentMethod,
});
export type WorkerRegistrationFormInput = z.input<typeof workerRegistrationFormSchema>;
export type WorkerRegistrationForm = z.output<typeof workerRegistrationFormSchema>;

// The step fields' home is registration-rules.ts; here, the check that each is a field of the form.
REGISTRATION_STEP_FIELDS satisfies Record<number, readonly (keyof WorkerRegistrationFormInput)[]>;

/** POST /api/workers: the spec's "Worker registration payload". */
export const workerRegistrationPayloadSchema = z.object({
  ...profileFields,
  tierLevel: z.literal('basic').default('basic'),
  promoCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  /** Belongs to the form; accepted and ignored by the server. */
  paymentMethod: paymentMethod.optional(),
});
export type WorkerRegistrationPayload = z.input<typeof workerRegistrationPayloadSchema>;

/** Shapes the wizard's form values into the payload the spec describes. */
export function toRegistrationPayload(
  form: WorkerRegistrationForm,
  opts: { promoCode?: string | undefined } = {},
): WorkerRegistrationPayload {
  const { paymentMethod: _paymentMethod, latitude, longitude, hourlyRate, dailyRate, ...rest } = form;
  return {
    ...rest,
    hourlyRate: stripRate(hourlyRate) || undefined,
    dailyRate: stripRate(dailyRate) || undefined,
    description: rest.description || undefined,
    cvUrl: rest.cvUrl || undefined,
    ...(latitude && longitude ? { latitude, longitude } : {}),
    tierLevel: 'basic',
    workHistory: form.workHistory.filter(isFilledWorkHistory),
    ...(opts.promoCode ? { promoCode: opts.promoCode.toUpperCase() } : {}),
  };
}

/** 'paid' | 'trial' (live until trialEndsAt) | 'trial_ended' | 'unpaid' */
export const LISTING_STATUSES = ['paid', 'trial', 'trial_ended', 'unpaid'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** GET /api/workers/me: the signed-in worker's own profile, exact address and listing state included. */
export const ownWorkerProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  /** The profile phone is the sign-in phone or was confirmed by a code; employers see it only then. */
  phoneConfirmed: z.boolean(),
  /** Employers who had her number shown in the Contact dialog over the last 7 days (issue 31). */
  phoneRevealsThisWeek: z.number().int(),
  profilePhotoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  cvUrl: z.string().nullable(),
  skills: z.array(z.string()),
  availability: z.string(),
  spokenLanguages: z.array(z.string()),
  hourlyRate: z.string().nullable(),
  dailyRate: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string(),
  suburb: z.string(),
  city: z.string(),
  postalCode: z.string(),
  /** Exact, as the owner gave or the gazetteer found them. */
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  tierLevel: z.enum(TIER_LEVELS),
  tierExpiresAt: z.string().nullable(),
  isVerified: z.boolean(),
  hasPoliceClearance: z.boolean(),
  averageRating: z.string(),
  totalReviews: z.number().int(),
  totalJobs: z.number().int(),
  createdAt: z.string(),
  workHistory: z.array(
    z.object({
      id: z.string(),
      workType: z.string(),
      employerName: z.string(),
      duties: z.string().nullable(),
      employerPhone: z.string().nullable(),
      reviewRequested: z.boolean(),
    }),
  ),
  listing: z.object({
    status: z.enum(LISTING_STATUSES),
    isListed: z.boolean(),
    isActive: z.boolean(),
    registrationPaidAt: z.string().nullable(),
    trialEndsAt: z.string().nullable(),
    hasLocation: z.boolean(),
  }),
});
export type OwnWorkerProfile = z.infer<typeof ownWorkerProfileSchema>;

/** POST /api/workers: the new profile, and the trial a promo code gave (null without one). */
export const createdWorkerProfileSchema = ownWorkerProfileSchema.extend({
  trialDays: z.number().int().nullable(),
});
export type CreatedWorkerProfile = z.infer<typeof createdWorkerProfileSchema>;

/** PUT /api/workers/me/languages: the worker changes the languages on their profile. */
export const workerLanguagesSchema = z.object({ spokenLanguages: spokenLanguagesSchema });
export const workerLanguagesAnswerSchema = z.object({ spokenLanguages: z.array(z.string()) });
