// Checks an uploaded file by its bytes (never its name or Content-Type), re-encodes images (orientation applied,
// metadata such as GPS stripped, longer side <= 1920 px), makes a small WebP card thumbnail, stores the files and
// records the upload. A refused or failed upload leaves no file and no row.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { IMAGE_MAX_SIDE } from '../../../shared/constants.js';
import { sharedMessage } from '../../../shared/i18n/messages.js';
import { MAX_UPLOAD_BYTES, type UploadKind, uploadTooLargeMessage } from '../../../shared/schemas/uploads.js';
import type { DbOrTx } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { ImageGate } from '../../platform/images/index.js';
import type { FileStorage } from '../../providers/storage/index.js';

/** The refusals a person reads, as shared messages: the error handler answers them in the requester's language. */
export const UPLOAD_MESSAGES = {
  noFile: sharedMessage(
    /*i18n*/ { id: 'upload.no-file', message: "Please choose a file to upload (form field 'file')" },
  ),
  empty: sharedMessage(/*i18n*/ { id: 'upload.empty', message: 'The file is empty' }),
  tooLarge: uploadTooLargeMessage,
  notImage: sharedMessage(
    /*i18n*/ { id: 'upload.not-image', message: 'Please upload a photo: a JPEG, PNG or WebP image' },
  ),
  notCv: sharedMessage(
    /*i18n*/ {
      id: 'upload.not-cv',
      message: 'Please upload your CV as a PDF, DOC or DOCX file, or a photo of it',
    },
  ),
  heic: sharedMessage(
    /*i18n*/ {
      id: 'upload.heic',
      message: 'HEIC photos cannot be read here. Please choose a JPEG or PNG photo',
    },
  ),
  unreadableImage: sharedMessage(
    /*i18n*/ { id: 'upload.unreadable', message: 'The image could not be read. Please choose another photo' },
  ),
  mismatch: (ext: string) =>
    sharedMessage(
      /*i18n*/ {
        id: 'upload.mismatch',
        message: "The file's contents do not match its name (.{ext}). Please choose the original file",
        values: { ext },
      },
    ),
} as const;

/** File name extensions we recognise, by the family of content they promise. */
const EXTENSION_FAMILY: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
  pdf: 'application/pdf',
  doc: 'application/x-cfb',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * A name that promises one known type over bytes of another is refused: it is how disguised files travel, and
 * the person would not get back what they think they sent. Unknown or missing extensions are judged by bytes alone.
 */
function extensionMismatch(originalName: string | undefined, detectedMime: string): string | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(originalName ?? '')?.[1]?.toLowerCase();
  if (!ext) return null;
  const promised = EXTENSION_FAMILY[ext];
  const detected = HEIC_MIMES.has(detectedMime) ? 'image/heic' : detectedMime;
  return promised && promised !== detected ? ext : null;
}

/** Card thumbnails: a 160 px square WebP stays well under 15 KB. */
const THUMBNAIL_SIDE = 160;
const JPEG_QUALITY = 82;
const THUMBNAIL_QUALITY = 60;

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const HEIC_MIMES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
/** Word's old .doc is an OLE compound file; file-type reports the container. */
const DOCUMENT_TYPES: Record<string, { ext: string; mime: string }> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'application/x-cfb': { ext: 'doc', mime: 'application/msword' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

export interface StoredUpload {
  url: string;
  filename: string;
  thumbnailUrl: string | null;
  mimeType: string;
  sizeBytes: number;
}

interface PreparedFile {
  ext: string;
  mime: string;
  bytes: Buffer;
  thumbnail: Buffer | null;
}

/** Re-encodes through sharp: EXIF orientation applied, then every metadata block dropped (sharp's default). */
async function reencodeImage(input: Sharp): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const base = input.rotate();
  const image = await base
    .clone()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  const thumbnail = await base
    .clone()
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'cover', position: 'attention' })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
  return { image, thumbnail };
}

async function prepare(
  images: ImageGate,
  kind: UploadKind,
  bytes: Buffer,
  originalName: string | undefined,
): Promise<PreparedFile> {
  if (bytes.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES[kind]) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(kind));
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? '';
  const allowed = IMAGE_MIMES.has(mime) || HEIC_MIMES.has(mime) || (kind === 'cv' && DOCUMENT_TYPES[mime]);
  const mismatch = allowed ? extensionMismatch(originalName, mime) : null;
  if (mismatch) throw new HttpError(400, UPLOAD_MESSAGES.mismatch(mismatch));
  if (HEIC_MIMES.has(mime)) throw new HttpError(400, UPLOAD_MESSAGES.heic);
  if (IMAGE_MIMES.has(mime)) {
    try {
      const { image, thumbnail } = await images.decode(bytes, reencodeImage);
      return { ext: 'jpg', mime: 'image/jpeg', bytes: image, thumbnail };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(400, UPLOAD_MESSAGES.unreadableImage);
    }
  }
  const document = DOCUMENT_TYPES[mime];
  if (kind === 'cv' && document) return { ext: document.ext, mime: document.mime, bytes, thumbnail: null };
  throw new HttpError(400, kind === 'cv' ? UPLOAD_MESSAGES.notCv : UPLOAD_MESSAGES.notImage);
}

/** A display name that cannot carry paths or markup. */
function cleanFilename(name: string | undefined, fallbackExt: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w .()-]/g, '_')
    .slice(0, 100)
    .trim();
  return base || `upload.${fallbackExt}`;
}

export async function storeUpload(
  db: DbOrTx,
  deps: { storage: FileStorage; images: ImageGate },
  input: { ownerUserId: string; kind: UploadKind; bytes: Buffer; originalName?: string | undefined },
): Promise<StoredUpload> {
  const { storage } = deps;
  const prepared = await prepare(deps.images, input.kind, input.bytes, input.originalName);
  const now = new Date();
  const stem = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}`;
  const key = `${stem}.${prepared.ext}`;
  const thumb = prepared.thumbnail ? { key: `${stem}-thumb.webp`, bytes: prepared.thumbnail } : null;
  const written: string[] = [];
  try {
    await storage.put('public', key, prepared.bytes, prepared.mime);
    written.push(key);
    if (thumb) {
      await storage.put('public', thumb.key, thumb.bytes, 'image/webp');
      written.push(thumb.key);
    }
    const filename = cleanFilename(input.originalName, prepared.ext);
    const url = storage.publicUrl(key);
    const thumbnailUrl = thumb ? storage.publicUrl(thumb.key) : null;
    await db.insert(uploads).values({
      ownerUserId: input.ownerUserId,
      kind: input.kind,
      storageKey: key,
      url,
      thumbnailUrl,
      mimeType: prepared.mime,
      sizeBytes: prepared.bytes.length,
      originalName: filename,
    });
    return {
      url,
      filename,
      thumbnailUrl,
      mimeType: prepared.mime,
      sizeBytes: prepared.bytes.length,
    };
  } catch (err) {
    await Promise.all(written.map((k) => storage.delete('public', k).catch(() => {})));
    throw err;
  }
}
