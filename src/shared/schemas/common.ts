// Answers every area shares: the error body every /api route sends, and the plain acknowledgement.
import * as z from 'zod';

/**
 * The body of every 4xx answer (app.ts's error handler): the message to show, a machine-readable code for some
 * (validation, tier_required...), the field a validation error is about, and route-specific extras (a refused
 * hire's quota, a pending payment's status) kept as they are.
 */
export const apiErrorSchema = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/** A code was sent; outside production the answer carries it, so local sign-in works without a phone. */
/** How long before the same number may ask for another code: the code step shows the wait, then 'Resend code'. */
export const resendAfterSecondsSchema = z.number().int().min(0);

export const codeSentSchema = z.object({
  success: z.literal(true),
  developmentOtp: z.string().optional(),
  resendAfterSeconds: resendAfterSecondsSchema.optional(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;
