// POST /api/upload's answer: where the stored file is served, with its thumbnail for photos. The kinds and limits
// are in upload-rules.ts (re-exported here for the server).
import * as z from 'zod';

export * from './upload-rules.js';

export const uploadAnswerSchema = z.object({
  url: z.string(),
  filename: z.string(),
  /** Photos only; null for a CV. */
  thumbnailUrl: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
