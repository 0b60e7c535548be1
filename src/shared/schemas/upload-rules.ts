// The upload kinds, their size limits and the too-large messages without zod: the registration wizard checks a file
// before sending it and so keeps the schema library out of its first load (decision 0256).
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';

export const UPLOAD_KINDS = ['photo', 'cv'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The largest file each kind may be: the browser refuses a bigger one before sending it, the server after. */
export const MAX_UPLOAD_BYTES: Record<UploadKind, number> = { photo: PHOTO_MAX_BYTES, cv: CV_MAX_BYTES };

const TOO_LARGE = {
  cv: sharedMessage(
    /*i18n*/ { id: 'upload.too-large.cv', message: 'The file is too large. CVs can be at most 10MB.' },
  ),
  photo: sharedMessage(
    /*i18n*/ { id: 'upload.too-large.photo', message: 'The photo is too large. Photos can be at most 10MB.' },
  ),
} as const;

export const uploadTooLargeMessage = (kind: UploadKind) => (kind === 'cv' ? TOO_LARGE.cv : TOO_LARGE.photo);
