// Set-up shared by the worker registration test files: an app, a small photo upload, a valid payload.
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { WorkerRegistrationPayload } from '../../src/shared/schemas/worker-registration.js';
import { signedInUser } from './factories.js';
import { multipartBody } from './multipart.js';
import { createTestApp, type TestApp } from './test-app.js';

/** One app for the file, with the helpers every registration test uses; `t()` is valid once the tests run. */
export function registrationTestApp() {
  let app: TestApp | undefined;
  let tinyJpeg: Buffer;
  const t = (): TestApp => {
    if (!app) throw new Error('the test app is built in beforeAll');
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp();
    tinyJpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function uploadPhoto(cookie: string): Promise<string> {
    const body = multipartBody({ filename: 'me.jpg', bytes: tinyJpeg });
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/upload?kind=photo',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().url;
  }

  function payload(
    photoUrl: string,
    extra: Partial<WorkerRegistrationPayload> = {},
  ): WorkerRegistrationPayload {
    return {
      fullName: 'Sipho Dlamini',
      phoneNumber: '082 555 1234',
      skills: ['Gardening', 'Painting'],
      availability: 'Part-time',
      hourlyRate: 'R 80',
      dailyRate: 'R450',
      description: 'Reliable gardener',
      address: '12 Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      postalCode: '1804',
      profilePhotoUrl: photoUrl,
      latitude: '-26.2385',
      longitude: '27.9081',
      tierLevel: 'basic',
      workHistory: [],
      ...extra,
    };
  }

  async function register(cookie: string, body: unknown) {
    return t().app.inject({
      method: 'POST',
      url: '/api/workers',
      headers: { cookie },
      payload: body as object,
    });
  }

  async function newWorkerUser() {
    const signed = await signedInUser(t().db, t().config);
    const photoUrl = await uploadPhoto(signed.cookie);
    return { ...signed, photoUrl };
  }

  return { t, uploadPhoto, payload, register, newWorkerUser };
}
