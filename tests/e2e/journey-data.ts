// People and data a journey makes for itself through the app's API (issue 32): a new employer with a checked phone,
// a job posted by them, a new listed worker (the demo promo code, no payment) and a hire between the two. Each call
// makes new people with random numbers, so journeys running at once never share an account.
import { expect, type Page } from '@playwright/test';
import { signIn, uploadProfilePhoto } from './helpers.js';
import { randomPhone } from './layout-checks.js';

/** Soweto's Orlando West, near the demo workers. */
export const ORLANDO_WEST = { lat: -26.2385, lng: 27.9085 };

/** Signs a new employer in on `page` and checks their phone with the development code; answers the number. */
export async function newEmployer(page: Page, name = 'Thandeka'): Promise<string> {
  const phone = randomPhone('082');
  await signIn(page, phone, name);
  const sent = await page.request.post('/api/employer/verify-phone/send', { data: { phoneNumber: phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { developmentOtp } = (await sent.json()) as { developmentOtp: string };
  const confirmed = await page.request.post('/api/employer/verify-phone/confirm', {
    data: { phoneNumber: phone, otpCode: developmentOtp },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return phone;
}

/** Posts a job (as the signed-in, phone-checked employer) starting on `startDate` (YYYY-MM-DD); answers its id. */
export async function postJob(page: Page, title: string, startDate: string): Promise<string> {
  const posted = await page.request.post('/api/jobs', {
    data: {
      title,
      description: 'Wash the windows inside and out, and sweep the yard.',
      skills: ['Cleaning'],
      suburb: 'Orlando West',
      city: 'Soweto',
      address: '8 Vilakazi Street',
      latitude: ORLANDO_WEST.lat,
      longitude: ORLANDO_WEST.lng,
      startDate,
      schedule: 'once',
      hoursPerDay: 6,
      payType: 'daily',
      payRate: 350,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

/** A YYYY-MM-DD date `days` from now. */
export function dateIn(days: number): string {
  return new Date(Date.now() + days * 24 * 3_600_000).toISOString().slice(0, 10);
}

/** Signs a new worker in on `page` and lists them in Orlando West with the demo promo code; answers the worker id. */
export async function newWorker(page: Page, fullName: string): Promise<string> {
  const phone = randomPhone('071');
  await signIn(page, phone, fullName.split(' ')[0]);
  const profilePhotoUrl = await uploadProfilePhoto(page, '#7a5');
  const created = await page.request.post('/api/workers', {
    data: {
      fullName,
      phoneNumber: phone,
      skills: ['Cleaning'],
      availability: 'Part-time',
      profilePhotoUrl,
      address: '14 Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      postalCode: '1804',
      latitude: String(ORLANDO_WEST.lat),
      longitude: String(ORLANDO_WEST.lng),
      promoCode: 'FREE30D1',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { workerId: string };
  return me.workerId;
}

/**
 * A new worker (signed in on `page`) with a hire from a new employer, accepted; the employer's own browser context
 * is closed again. Answers the hire's id.
 */
export async function acceptedHire(page: Page, workerName: string): Promise<string> {
  const workerId = await newWorker(page, workerName);
  const employerContext = await page
    .context()
    .browser()
    ?.newContext({ baseURL: baseUrl(page) });
  if (!employerContext) throw new Error('no browser');
  const employer = await employerContext.newPage();
  await newEmployer(employer, 'Marius');
  const hire = await employer.request.post('/api/hires', { data: { workerId } });
  expect(hire.status(), await hire.text()).toBe(201);
  const hireId = ((await hire.json()) as { hire: { id: string } }).hire.id;
  await employerContext.close();
  expect((await page.request.post(`/api/hires/${hireId}/accept`)).status()).toBe(200);
  return hireId;
}

function baseUrl(page: Page): string {
  return new URL(page.url()).origin;
}
