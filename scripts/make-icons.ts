// Generates the web app icons (public/icons/*.png, committed) from public/favicon.svg: run after the logo changes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
// Maskable icons are cropped to a circle by some launchers: the pin sits inside the central 80% safe zone
// on a full-bleed square of the brand colour.
const maskable = svg
  .replace('<rect width="64" height="64" rx="14"', '<rect width="64" height="64"')
  .replace('<path ', '<path transform="translate(6.4 6.4) scale(0.8)" ');
const outDir = path.join(root, 'public/icons');
fs.mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, `icon-${size}.png`));
  await sharp(Buffer.from(maskable), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, `maskable-${size}.png`));
}
console.log(`wrote ${fs.readdirSync(outDir).join(', ')}`);
