// Sign-in payloads and answers (spec sections 5 and 7), shared by the phone-login dialog and the auth routes.
import * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHODS } from '../constants.js';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.js';
import { sharedMessage } from '../i18n/messages.js';
import {
  INVALID_CODE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  NAME_MAX_LENGTH,
  OTP_PATTERN,
  PHONE_INPUT_MAX,
  phoneProblem,
} from '../sign-in-rules.js';
import { resendAfterSecondsSchema } from './common.js';
import { nameSchema, nameTooLongMessage } from './names.js';

export { INVALID_CODE_MESSAGE, INVALID_PHONE_MESSAGE } from '../sign-in-rules.js';

/** Sign-in of a suspended account (403, issue 20): the admin's reason is not told, it may name who complained. */
export const SUSPENDED_MESSAGE = sharedMessage(
  /*i18n*/ {
    id: 'auth.suspended',
    message:
      'This account has been suspended by Work Local, so you cannot sign in. If you think this is a mistake, please contact us.',
  },
);

// The rules themselves live in sign-in-rules.ts (the dialog checks them without zod); `max` stays for the API docs.
export const phoneNumberSchema = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .trim()
  .max(PHONE_INPUT_MAX, INVALID_PHONE_MESSAGE)
  .refine((value) => phoneProblem(value) === null, INVALID_PHONE_MESSAGE);

export const otpCodeSchema = z
  .string({ error: INVALID_CODE_MESSAGE })
  .trim()
  .regex(OTP_PATTERN, INVALID_CODE_MESSAGE);

export const sendOtpSchema = z.object({
  phoneNumber: phoneNumberSchema,
  deliveryMethod: z.enum(DELIVERY_METHODS).default(DEFAULT_DELIVERY_METHOD),
});

export const sendOtpResponseSchema = z.object({
  success: z.literal(true),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  developmentOtp: z.string().optional(),
  resendAfterSeconds: resendAfterSecondsSchema.optional(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const verifyOtpSchema = z.object({
  phoneNumber: phoneNumberSchema,
  otpCode: otpCodeSchema,
  // Sent only when non-empty (spec); an empty string still counts as no name.
  name: nameSchema(NAME_MAX_LENGTH, nameTooLongMessage(NAME_MAX_LENGTH)).optional(),
  rememberDevice: z.boolean().default(true),
});

export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  phoneNumber: z.string(),
  hasWorkerProfile: z.boolean(),
  isAdmin: z.boolean(),
  workerId: z.string().nullable(),
  employerPhoneVerified: z.boolean(),
  /** The saved language (issue 17); null only for an account that has never signed in since languages came. */
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).nullable(),
});
export type AuthUserPayload = z.infer<typeof authUserSchema>;

export const verifyOtpAnswerSchema = z.object({ user: authUserSchema });
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswerSchema>;
