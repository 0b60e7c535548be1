import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { multipartBody } from '../../../../tests/support/multipart.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { IMAGE_MAX_SIDE } from '../../../shared/constants.js';
import { uploads } from '../../db/schema.js';
import { UPLOAD_MESSAGES } from './service.js';

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedInUser(t.db, t.config);
  cookie = signed.cookie;
  userId = signed.user.id;
});
afterAll(async () => {
  await t.close();
});

const GPS_IFD_POINTER = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
const hasGps = (exif: Buffer | undefined) =>
  Boolean(exif && GPS_IFD_POINTER.some((tag) => exif.includes(tag)));

async function upload(
  bytes: Buffer,
  filename: string,
  kind?: 'photo' | 'cv',
  headers: Record<string, string> = {},
) {
  const body = multipartBody({ filename, bytes, contentType: 'image/jpeg' });
  return t.app.inject({
    method: 'POST',
    url: `/api/upload${kind ? `?kind=${kind}` : ''}`,
    headers: { cookie, ...body.headers, ...headers },
    payload: body.payload,
  });
}

function publicFiles(): string[] {
  const root = path.join(t.dataDir, 'files', 'public');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

async function uploadRows() {
  return t.db.select().from(uploads).where(eq(uploads.ownerUserId, userId));
}

async function expectNothingStored(before: { files: number; rows: number }) {
  expect(publicFiles()).toHaveLength(before.files);
  expect(await uploadRows()).toHaveLength(before.rows);
}

async function snapshot() {
  return { files: publicFiles().length, rows: (await uploadRows()).length };
}

describe('POST /api/upload', () => {
  it('refuses a visitor who is not signed in', async () => {
    const body = multipartBody({ filename: 'a.jpg', bytes: Buffer.from('x') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('re-encodes a JPEG with GPS EXIF: location gone, longer side at most 1920 px, WebP thumbnail stored', async () => {
    const original = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2a7' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '26/1 12/1 15/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '28/1 2/1 50/1',
        },
      })
      .toBuffer();
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);

    const res = await upload(original, 'selfie.jpg');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/files\/uploads\/.+\.jpg$/);
    expect(body.filename).toBe('selfie.jpg');
    expect(body.thumbnailUrl).toMatch(/-thumb\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(hasGps(meta.exif)).toBe(false);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(IMAGE_MAX_SIDE);

    const thumb = await t.app.inject({ method: 'GET', url: body.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan(15 * 1024);

    const [row] = (await uploadRows()).filter((r) => r.url === body.url);
    expect(row).toMatchObject({ kind: 'photo', mimeType: 'image/jpeg', thumbnailUrl: body.thumbnailUrl });
  });

  it('keeps the card thumbnail of a detailed 1920x1440 photo a 160 px WebP of at most 15 KB', async () => {
    // A flat colour compresses to nothing; per-pixel noise averages out when shrunk. Noise drawn at about the
    // thumbnail's own scale and blown up to phone-photo size keeps detail in every thumbnail pixel: a hard case.
    const detail = await sharp({
      create: {
        width: 213,
        height: 160,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const photo = await sharp(detail)
      .resize(1920, 1440, { kernel: 'cubic' })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(300 * 1024);

    const res = await upload(photo, 'garden.jpg');
    expect(res.statusCode).toBe(201);
    const thumb = await t.app.inject({ method: 'GET', url: res.json().thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 160 });
    expect(thumb.rawPayload.length).toBeLessThanOrEqual(15 * 1024);
  });

  it('accepts a PDF CV and keeps it as a PDF', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const res = await upload(pdf, 'my cv.pdf', 'cv');
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.pdf$/);
    expect(res.json().thumbnailUrl).toBeNull();
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  // Issue 31 item 11: a PDF opened from our origin could run its own script in the browser's viewer; user files are
  // downloaded, never rendered as a page of ours, and nothing in them may load or run anything.
  it('serves an uploaded PDF as an attachment, never sniffed, in a sandbox', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const res = await upload(pdf, 'my cv.pdf', 'cv');
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="cv\.pdf"$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('refuses a PNG renamed .pdf, and a PDF offered as a photo', async () => {
    const before = await snapshot();
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#f00' } })
      .png()
      .toBuffer();
    const renamed = await upload(png, 'cv.pdf', 'cv');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(UPLOAD_MESSAGES.mismatch('pdf'));

    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const asPhoto = await upload(pdf, 'photo.pdf', 'photo');
    expect(asPhoto.statusCode).toBe(400);
    expect(asPhoto.json().message).toBe(UPLOAD_MESSAGES.notImage);
    await expectNothingStored(before);
  });

  it('accepts a photo of a CV (an image) on the CV upload, stored as a JPEG', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#f00' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'cv-photo.png', 'cv');
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.jpg$/);
  });

  it('refuses bytes that are no known file type, whatever the name says', async () => {
    const before = await snapshot();
    const text = Buffer.concat([Buffer.from('this is text pretending'), Buffer.alloc(100, 1)]);
    const res = await upload(text, 'picture.png', 'photo');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.notImage);
    await expectNothingStored(before);
  });

  it('refuses an executable renamed .jpg', async () => {
    const before = await snapshot();
    // An ELF header and a Windows PE header.
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0)]);
    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const bytes of [elf, pe]) {
      const photo = await upload(bytes, 'holiday.jpg', 'photo');
      expect(photo.statusCode).toBe(400);
      expect(photo.json().message).toBe(UPLOAD_MESSAGES.notImage);
      const cv = await upload(bytes, 'cv.jpg', 'cv');
      expect(cv.statusCode).toBe(400);
      expect(cv.json().message).toBe(UPLOAD_MESSAGES.notCv);
    }
    await expectNothingStored(before);
  });

  it('refuses an 11 MB file with 413', async () => {
    const before = await snapshot();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await upload(big, 'huge.pdf', 'cv');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.tooLarge('cv'));
    await expectNothingStored(before);
  });

  it('refuses an empty file', async () => {
    const before = await snapshot();
    const res = await upload(Buffer.alloc(0), 'empty.jpg', 'photo');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.empty);
    await expectNothingStored(before);
  });

  it('refuses a request without a file part', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.noFile);
  });

  it('answers 404 for a missing public file instead of the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/uploads/nope.jpg' });
    expect(res.statusCode).toBe(404);
  });
});
