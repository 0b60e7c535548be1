// Shrinks photos before upload (spec: longer side at most 1920 px, JPEG quality 0.9): phones take 4000 px photos
// that cost mobile data for nothing. Files the browser cannot decode (PDF, DOC...) go up unchanged.
import {
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_SIDE,
  IMAGE_SMALL_JPEG_QUALITY,
  IMAGE_SMALL_MAX_SIDE,
} from '../../shared/constants.js';

async function decode(
  file: File,
): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The longer side scaled down to `maxSide`, never up. */
function fitWithin(
  width: number,
  height: number,
  maxSide = IMAGE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The spec's photo (longer side 1920 px, JPEG 0.9), or with `small` Data Saver's smaller one. */
export async function resizeImageForUpload(
  file: File,
  { small = false }: { small?: boolean } = {},
): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  let decoded: Awaited<ReturnType<typeof decode>>;
  try {
    decoded = await decode(file);
  } catch {
    // The server judges the bytes and explains what it accepts.
    return file;
  }
  try {
    const size = fitWithin(decoded.width, decoded.height, small ? IMAGE_SMALL_MAX_SIDE : IMAGE_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(decoded.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', small ? IMAGE_SMALL_JPEG_QUALITY : IMAGE_JPEG_QUALITY),
    );
    if (!blob) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    decoded.close();
  }
}
