// Issue 15, item 10 (uploads): a daily quota per user, at most IMAGE_DECODE_CONCURRENCY decodes at once per process,
// and an image over IMAGE_MAX_MEGAPIXELS refused from its header with a clear 400, before any pixel is decoded.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_MESSAGE } from '../../../src/server/features/uploads/index.js';
import { IMAGE_MESSAGES } from '../../../src/server/platform/images/index.js';
import { signedInUser } from '../../support/factories.js';
import { multipartBody } from '../../support/multipart.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** A valid 1-bit greyscale PNG of any size: all-black rows deflate to almost nothing. */
function hugePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const send = (t: TestApp, cookie: string, bytes: Buffer, filename = 'photo.png') => {
  const body = multipartBody({ filename, bytes, contentType: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload?kind=photo',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};

const photo = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

describe('upload quota per user per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_USER_PER_DAY: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message past the quota, refused uploads counting too; others are not affected', async () => {
    const me = await signedInUser(t.db, t.config);
    const small = await photo(64);
    expect((await send(t, me.cookie, small)).statusCode).toBe(201);
    expect((await send(t, me.cookie, Buffer.from('not an image'))).statusCode).toBe(400);
    expect((await send(t, me.cookie, small)).statusCode).toBe(201);
    const over = await send(t, me.cookie, small);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(UPLOAD_QUOTA_MESSAGE(3));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Identity documents are decoded too, and count against the same day.
    const document = multipartBody(
      { field: 'document', filename: 'id.png', bytes: small, contentType: 'image/png' },
      { documentType: 'id_document' },
    );
    const documentOver = await t.app.inject({
      method: 'POST',
      url: '/api/verification/upload',
      headers: { cookie: me.cookie, ...document.headers },
      payload: document.payload,
    });
    expect(documentOver.statusCode).toBe(429);
    expect(documentOver.json().message).toBe(UPLOAD_QUOTA_MESSAGE(3));
    const other = await signedInUser(t.db, t.config);
    expect((await send(t, other.cookie, small)).statusCode).toBe(201);
  });
});

describe('bounded image decoding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ IMAGE_DECODE_CONCURRENCY: '2', IMAGE_MAX_MEGAPIXELS: '50' });
  });
  afterAll(() => t.close());

  it('refuses a small file of huge dimensions with 400 and a clear message, without decoding it', async () => {
    const me = await signedInUser(t.db, t.config);
    // 81 megapixels in about 10 KB: under the old fixed 100 MP cap, so it used to be decoded (243 MB of pixels).
    const bomb = hugePng(9000, 9000);
    expect(bomb.length).toBeLessThan(100_000);
    const peakBefore = t.app.ctx.images.slots.peak;
    const res = await send(t, me.cookie, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.tooManyPixels(81, 50));
    // 400 megapixels: past libvips' own default too; still the same clear answer, not "could not be read".
    const bigger = await send(t, me.cookie, hugePng(20000, 20000));
    expect(bigger.statusCode).toBe(400);
    expect(bigger.json().message).toBe(IMAGE_MESSAGES.tooManyPixels(400, 50));
    expect(t.app.ctx.images.slots.peak).toBe(peakBefore);
  });

  it('decodes at most IMAGE_DECODE_CONCURRENCY images at once; the others wait and still succeed', async () => {
    const me = await signedInUser(t.db, t.config);
    const image = await photo(2400);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(t, me.cookie, image)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(t.app.ctx.images.slots.peak).toBeLessThanOrEqual(2);
    expect(t.app.ctx.images.slots.peak).toBeGreaterThanOrEqual(1);
    expect(t.app.ctx.images.slots.queued).toBe(0);
  });
});
