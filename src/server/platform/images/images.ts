// Bounded image decoding (issue 15): thirty 100-megapixel uploads at once could take gigabytes, since a decoded
// image costs width x height x channels bytes whatever its file size. Every decode goes through one gate per
// process: the header is read first and an image over the megapixel limit is refused before any pixel is decoded,
// then at most IMAGE_DECODE_CONCURRENCY decodes run at once, the rest waiting their turn (decision 0132).
import sharp, { type Sharp } from 'sharp';
import { sharedMessage } from '../../../shared/i18n/messages.js';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/http-error.js';
import { Semaphore } from '../../lib/semaphore.js';

export const IMAGE_MESSAGES = {
  tooManyPixels: (megapixels: number, limit: number) =>
    sharedMessage(
      /*i18n*/ {
        id: 'upload.too-many-pixels',
        message:
          'This image is too large to process ({megapixels} megapixels; the most is {limit}). Please choose a smaller photo or take a screenshot of it.',
        values: { megapixels, limit },
      },
    ),
} as const;

export interface ImageGate {
  /** Checks the image's header against the megapixel limit, then runs `work` on it when a decode slot is free. */
  decode<T>(bytes: Buffer, work: (image: Sharp) => Promise<T>): Promise<T>;
  /** The decode slots (its peak shows the most decodes that ran at once). */
  readonly slots: Semaphore;
  readonly maxPixels: number;
}

export function createImageGate(
  config: Pick<Config, 'IMAGE_DECODE_CONCURRENCY' | 'IMAGE_MAX_MEGAPIXELS'>,
): ImageGate {
  const slots = new Semaphore(config.IMAGE_DECODE_CONCURRENCY);
  const maxPixels = config.IMAGE_MAX_MEGAPIXELS * 1_000_000;
  return {
    slots,
    maxPixels,
    async decode(bytes, work) {
      // Reading the header decodes no pixels: cheap, and done before waiting for a slot.
      const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (width * height > maxPixels) {
        throw new HttpError(
          400,
          IMAGE_MESSAGES.tooManyPixels(Math.ceil((width * height) / 1_000_000), config.IMAGE_MAX_MEGAPIXELS),
          {
            code: 'image_too_large',
          },
        );
      }
      // libvips checks the limit again while decoding, should a header understate what follows.
      return slots.run(() => work(sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels })));
    },
  };
}
