// Bounded image decoding (a megapixel limit and a per-process number of decodes at once), the public face.
export { createImageGate, IMAGE_MESSAGES, type ImageGate } from './images.js';
