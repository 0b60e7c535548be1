// Employer payloads and answers (spec: employer phone verification, subscription, /api/employer/me), shared by the
// pages and the routes.
import * as z from 'zod';
import { OTP_LENGTH, SUBSCRIPTION_TYPES } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';
import { INVALID_PHONE_MESSAGE, phoneNumberSchema } from './auth.js';
import { nameSchema } from './names.js';

/** The employer routes' and pages' texts: English for zod and the server, catalogue entries for the reader. */
export const EMPLOYER_MESSAGES = {
  invalidPhone: INVALID_PHONE_MESSAGE,
  invalidOtp: sharedMessage(/*i18n*/ { id: 'employer.invalid-otp', message: 'OTP must be 6 digits' }),
  notOwnPhone: sharedMessage(
    /*i18n*/ { id: 'employer.not-own-phone', message: 'Please verify the phone number you signed in with' },
  ),
  companyNameTooLong: sharedMessage(
    /*i18n*/ { id: 'employer.company-name-too-long', message: 'Company name must be at most 100 characters' },
  ),
  sendFailed: sharedMessage(
    /*i18n*/ { id: 'employer.send-failed', message: 'Failed to send verification code' },
  ),
  confirmFailed: sharedMessage(
    /*i18n*/ { id: 'employer.confirm-failed', message: 'Invalid or expired verification code' },
  ),
  codeSentTitle: sharedMessage(
    /*i18n*/ { id: 'employer.code-sent-title', message: 'Verification code sent' },
  ),
  codeSentDescription: sharedMessage(
    /*i18n*/ { id: 'employer.code-sent-description', message: 'Please check your phone for the OTP code' },
  ),
  verifiedTitle: sharedMessage(
    /*i18n*/ { id: 'employer.verified-title', message: 'Phone verified successfully' },
  ),
  verifiedDescription: sharedMessage(
    /*i18n*/ { id: 'employer.verified-description', message: 'You can now hire workers' },
  ),
  invalidSubscriptionType: sharedMessage(
    /*i18n*/ {
      id: 'employer.invalid-subscription-type',
      message: 'Please choose the Monthly or Annual plan',
    },
  ),
  initializeFailed: sharedMessage(
    /*i18n*/ { id: 'employer.initialize-failed', message: 'Failed to initialize payment' },
  ),
  referenceMissing: sharedMessage(
    /*i18n*/ { id: 'employer.reference-missing', message: 'Payment reference not found' },
  ),
  verifyFailedDefault: sharedMessage(
    /*i18n*/ {
      id: 'employer.verify-failed-default',
      message: 'Please try again or contact support if the problem persists.',
    },
  ),
  notSubscription: sharedMessage(
    /*i18n*/ { id: 'employer.not-subscription', message: 'This payment is not a subscription payment' },
  ),
} as const;

export const COMPANY_NAME_MAX = 100;

// Optional: an empty field means no company name.
const companyNameSchema = nameSchema(COMPANY_NAME_MAX, EMPLOYER_MESSAGES.companyNameTooLong)
  .optional()
  .nullable();

export const employerSendCodeSchema = z.object({
  phoneNumber: phoneNumberSchema,
  companyName: companyNameSchema,
});

export const employerConfirmCodeSchema = z.object({
  phoneNumber: phoneNumberSchema,
  otpCode: z
    .string({ error: EMPLOYER_MESSAGES.invalidOtp })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), EMPLOYER_MESSAGES.invalidOtp),
  companyName: companyNameSchema,
});

export const subscriptionInitializeSchema = z.object({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES, { error: EMPLOYER_MESSAGES.invalidSubscriptionType }),
});

export const subscriptionVerifyQuerySchema = z.object({
  reference: z
    .string({ error: EMPLOYER_MESSAGES.referenceMissing })
    .trim()
    .min(1, EMPLOYER_MESSAGES.referenceMissing)
    .max(200),
});

export const employerSubscriptionSchema = z.object({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  /** The same as subscriptionType, under the name the verify answer uses. */
  type: z.enum(SUBSCRIPTION_TYPES),
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type EmployerSubscription = z.infer<typeof employerSubscriptionSchema>;

/**
 * What the employer's next hire request will meet, in createHire's order: the phone check first, then the free
 * quota (issue 16: the confirm dialog says it before the request, not after).
 */
export const NEXT_HIRE_STATES = [
  'needsPhoneVerification',
  'needsSubscription',
  'free',
  'subscribed',
] as const;
export type NextHireState = (typeof NEXT_HIRE_STATES)[number];

/** GET /api/employer/me */
export const employerStatusSchema = z.object({
  phoneVerified: z.boolean(),
  companyName: z.string().nullable(),
  hasActiveSubscription: z.boolean(),
  /** With a subscription: hires requested this month; without: free hires used this month. */
  monthlyHireCount: z.number().int(),
  freeHiresUsed: z.number().int(),
  freeHireLimit: z.number().int(),
  /** Free hires still available this month (0 with none left; the subscription does not count here). */
  freeHiresLeft: z.number().int(),
  nextHire: z.enum(NEXT_HIRE_STATES),
  /** 'YYYY-MM' in South African time. */
  month: z.string(),
  subscription: employerSubscriptionSchema.nullable(),
});
export type EmployerStatus = z.infer<typeof employerStatusSchema>;

/** POST /api/employer/verify-phone/confirm */
export const employerConfirmAnswerSchema = z.object({
  success: z.literal(true),
  employer: employerStatusSchema,
});

export const subscriptionInitializeAnswerSchema = z.object({
  authorizationUrl: z.string(),
  reference: z.string(),
});
export type SubscriptionInitializeAnswer = z.infer<typeof subscriptionInitializeAnswerSchema>;

export const subscriptionVerifyAnswerSchema = z.object({
  subscription: z.object({ type: z.enum(SUBSCRIPTION_TYPES), expiresAt: z.string() }),
});
export type SubscriptionVerifyAnswer = z.infer<typeof subscriptionVerifyAnswerSchema>;
