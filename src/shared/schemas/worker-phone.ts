// A worker's profile phone, confirmed by a one-time code (issue 15): the payloads of
// POST /api/workers/me/phone/send and /confirm, and the answer. Until confirmed, employers see the sign-in phone.
import * as z from 'zod';
import { otpCodeSchema, phoneNumberSchema } from './auth.js';

export { WORKER_PHONE_MESSAGES } from './worker-phone-texts.js';

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
