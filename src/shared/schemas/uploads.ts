// POST /api/upload's answer: where the stored file is served, with its thumbnail for photos.
import * as z from 'zod';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '../constants.js';

export const UPLOAD_KINDS = ['photo', 'cv'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The largest file each kind may be: the browser refuses a bigger one before sending it, the server after. */
export const MAX_UPLOAD_BYTES: Record<UploadKind, number> = { photo: PHOTO_MAX_BYTES, cv: CV_MAX_BYTES };

export const uploadTooLargeMessage = (kind: UploadKind) =>
  kind === 'cv'
    ? 'The file is too large. CVs can be at most 10MB.'
    : 'The photo is too large. Photos can be at most 10MB.';

export const uploadAnswerSchema = z.object({
  url: z.string(),
  filename: z.string(),
  /** Photos only; null for a CV. */
  thumbnailUrl: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
