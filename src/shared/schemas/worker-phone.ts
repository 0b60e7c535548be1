// A worker's profile phone, confirmed by a one-time code (issue 15): the payloads of
// POST /api/workers/me/phone/send and /confirm, and the answer. Until confirmed, employers see the sign-in phone.
import * as z from 'zod';
import { otpCodeSchema, phoneNumberSchema } from './auth.js';

export const WORKER_PHONE_MESSAGES = {
  confirmed: 'Your phone number is confirmed',
  notConfirmed: 'Not confirmed yet: employers see the number you signed in with until you confirm this one.',
  codeSent: 'We sent a code to this number. Enter it below to confirm it.',
  noWorkerProfile: 'No worker profile found',
} as const;

export const workerPhoneSendSchema = z.object({ phoneNumber: phoneNumberSchema });

export const workerPhoneConfirmSchema = z.object({
  phoneNumber: phoneNumberSchema,
  otpCode: otpCodeSchema,
});

export const workerPhoneConfirmedSchema = z.object({
  success: z.literal(true),
  phoneNumber: z.string(),
  phoneConfirmed: z.literal(true),
});
export type WorkerPhoneConfirmed = z.infer<typeof workerPhoneConfirmedSchema>;
