// POPIA rights of a signed-in person: download their data, and delete their account after a one-time code.
import * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHODS } from '../constants.js';
import { otpCodeSchema } from './auth.js';

export const sendDeleteCodeSchema = z.object({
  deliveryMethod: z.enum(DELIVERY_METHODS).default(DEFAULT_DELIVERY_METHOD),
});

export const sendDeleteCodeResponseSchema = z.object({
  success: z.literal(true),
  developmentOtp: z.string().optional(),
});

export const deleteAccountSchema = z.object({ code: otpCodeSchema });

export const deleteAccountResponseSchema = z.object({ success: z.literal(true) });

export const ME_TEXTS = {
  pageTitle: 'Your data and privacy',
  download: 'Download my data',
  delete: 'Delete my account',
  codeSent: 'Check your phone for the code to confirm deleting your account',
  deleted: 'Your account has been deleted',
  exportFailed: 'Could not download your data. Please try again.',
  deleteFailed: 'Could not delete your account. Please try again.',
} as const;
