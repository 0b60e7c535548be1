// Sign-in payloads and answers (spec sections 5 and 7), shared by the phone-login dialog and the auth routes.
import * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHODS, OTP_LENGTH } from '../constants.js';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.js';
import { sharedMessage } from '../i18n/messages.js';
import { isValidSaPhone } from '../phone.js';
import { resendAfterSecondsSchema } from './common.js';
import { nameSchema, nameTooLongMessage } from './names.js';

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
export const NAME_MAX_LENGTH = 60;

export const phoneNumberSchema = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .trim()
  .max(30, INVALID_PHONE_MESSAGE)
  .refine(isValidSaPhone, INVALID_PHONE_MESSAGE);

export const otpCodeSchema = z
  .string({ error: INVALID_CODE_MESSAGE })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), INVALID_CODE_MESSAGE);

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
