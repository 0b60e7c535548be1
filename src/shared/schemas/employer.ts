// Employer payloads and answers (spec: employer phone verification, subscription, /api/employer/me), shared by the
// pages and the routes.
import * as z from 'zod';
import { OTP_LENGTH, SUBSCRIPTION_TYPES } from '../constants.js';
import { INVALID_PHONE_MESSAGE, phoneNumberSchema } from './auth.js';
import { nameSchema } from './names.js';

export const EMPLOYER_MESSAGES = {
  invalidPhone: INVALID_PHONE_MESSAGE,
  invalidOtp: 'OTP must be 6 digits',
  notOwnPhone: 'Please verify the phone number you signed in with',
  companyNameTooLong: 'Company name must be at most 100 characters',
  sendFailed: 'Failed to send verification code',
  confirmFailed: 'Invalid or expired verification code',
  codeSentTitle: 'Verification code sent',
  codeSentDescription: 'Please check your phone for the OTP code',
  verifiedTitle: 'Phone verified successfully',
  verifiedDescription: 'You can now hire workers',
  invalidSubscriptionType: 'Please choose the Monthly or Annual plan',
  initializeFailed: 'Failed to initialize payment',
  referenceMissing: 'Payment reference not found',
  verifyFailedDefault: 'Please try again or contact support if the problem persists.',
  notSubscription: 'This payment is not a subscription payment',
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
