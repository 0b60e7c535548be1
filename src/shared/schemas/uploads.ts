// POST /api/upload's answer: where the stored file is served, with its thumbnail for photos.
import * as z from 'zod';

export const uploadAnswerSchema = z.object({
  url: z.string(),
  filename: z.string(),
  /** Photos only; null for a CV. */
  thumbnailUrl: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
