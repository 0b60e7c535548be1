// Test data for browser journeys, made through the e2e server's real HTTP API: a journey makes its own people
// (random phone numbers), workers, employers, subscriptions and hires, so journeys run in parallel and never read
// what another left behind (decision 0261). Each person is made in a request context of its own; the page signs in
// as them with `signIn` (the dialog) or `signInByApi` (cookies only) when the journey needs it.
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import sharp from 'sharp';
import { todayInSouthAfrica } from '../../src/shared/pay/minimum-wage.js';
import { E2E_ADMIN_PHONE_COUNT, e2eAdminPhone } from '../support/e2e-admins.js';

/** The demo promo code (src/server/seed/demo.ts): a listing with no R10 checkout. */
export const PROMO_CODE = 'FREE30D1';

/**
 * A random South African mobile number in local form ('06xxxxxxxx'), in a range no demo account or fixed test
 * number uses: 061-069 are random journey numbers, 060 holds the e2e server's admins.
 */
export function newPhone(): string {
  return `06${randomInt(1, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** '0821234567' -> '+27821234567'. */
export function e164(local: string): string {
  return local.startsWith('+27') ? local : `+27${local.slice(1)}`;
}

/** '+27821234567' or '0821234567' -> '082 123 4567', as the app shows a number. */
export function spaced(phone: string): string {
  const local = phone.startsWith('+27') ? `0${phone.slice(3)}` : phone;
  return local.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
}

let adminsTaken = 0;
/**
 * An admin of the e2e server: one of the numbers it lists in ADMIN_PHONES (tests/support/e2e-admins.ts), a new one
 * each call: a block of 100 per worker process (the worker index is unique within a run), so no two journeys
 * share an admin and an admin's own state (language, sessions) is one journey's.
 */
export function newAdminPhone(): string {
  const index = test.info().workerIndex * 100 + (adminsTaken++ % 100);
  return e2eAdminPhone(index % E2E_ADMIN_PHONE_COUNT);
}

function baseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('playwright.config.ts sets use.baseURL');
  return url;
}

/** A request context of its own (its own cookies), signed in as `phone`, first name `firstName` when new. */
export async function apiSession(phone: string, firstName?: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseURL() });
  await signInRequest(api, phone, firstName);
  return api;
}

/** Signs a request context (a page's `page.request` shares the page's cookies) in with the development code. */
export async function signInRequest(
  api: APIRequestContext,
  phone: string,
  firstName?: string,
): Promise<void> {
  const sent = await api.post('/api/auth/send-otp', { data: { phoneNumber: phone, deliveryMethod: 'sms' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { developmentOtp } = (await sent.json()) as { developmentOtp: string };
  const verified = await api.post('/api/auth/verify-otp', {
    data: { phoneNumber: phone, otpCode: developmentOtp, ...(firstName ? { name: firstName } : {}) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Signs the page's browser context in without the dialog (its cookies only). */
export function signInByApi(page: Page, phone: string, firstName?: string): Promise<void> {
  return signInRequest(page.request, phone, firstName);
}

/** Saves the account's language (`page.request` for the page's own person). */
export async function saveLanguage(api: APIRequestContext, language: string): Promise<void> {
  const saved = await api.patch('/api/me', { data: { language } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Pays a sandbox checkout the way the hosted page's Pay button does, and asks `verifyUrl` to grant it. */
async function paySandbox(
  api: APIRequestContext,
  authorizationUrl: string,
  verifyUrl: string,
): Promise<void> {
  const reference = decodeURIComponent(new URL(authorizationUrl, baseURL()).pathname.split('/').pop() ?? '');
  const paid = await api.post(`/sandbox/checkout/${encodeURIComponent(reference)}`, {
    form: { decision: 'pay', callback: '/' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const verified = await api.get(verifyUrl.replace(':reference', encodeURIComponent(reference)));
  expect(verified.status(), await verified.text()).toBe(200);
}

export interface WorkerOptions {
  fullName?: string;
  skills?: string[];
  city?: string;
  suburb?: string;
  latitude?: number;
  longitude?: number;
  /** Paid up to through the sandbox checkout after the promo-code listing. */
  tier?: 'basic' | 'verified' | 'premium';
  /** The account's saved language (a first sign-in saves the browser's, English here). */
  language?: string;
  extra?: Record<string, unknown>;
}

export interface MadeWorker {
  id: string;
  phone: string;
  fullName: string;
  firstName: string;
}

/** Somewhere in Soweto, a few hundred metres from Orlando West at random (the demo's Soweto workers are near). */
export const SOWETO = { latitude: -26.2385, longitude: 27.9081 };

/**
 * A listed worker: signs in as a new number, uploads a photo, registers with the promo code and, for a paid tier,
 * upgrades through the sandbox checkout.
 */
export async function createWorker(options: WorkerOptions = {}): Promise<MadeWorker> {
  const phone = newPhone();
  const fullName = options.fullName ?? uniqueName('Thandi');
  const firstName = fullName.split(' ')[0]!;
  const api = await apiSession(phone, firstName);
  try {
    if (options.language) await saveLanguage(api, options.language);
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#7a5' } })
      .jpeg()
      .toBuffer();
    const uploaded = await api.post('/api/upload?kind=photo', {
      multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const created = await api.post('/api/workers', {
      data: {
        fullName,
        phoneNumber: phone,
        skills: options.skills ?? ['Childcare'],
        availability: 'Part-time',
        profilePhotoUrl: url,
        address: '14 Vilakazi Street',
        suburb: options.suburb ?? 'Orlando West',
        city: options.city ?? 'Soweto',
        postalCode: '1804',
        latitude: String(options.latitude ?? SOWETO.latitude),
        longitude: String(options.longitude ?? SOWETO.longitude),
        promoCode: PROMO_CODE,
        ...options.extra,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const tierLevel of tiersUpTo(options.tier ?? 'basic')) {
      const init = await api.post('/api/payments/initialize', {
        data: { paymentType: 'upgrade', tierLevel },
      });
      expect(init.status(), await init.text()).toBe(200);
      const { authorization_url } = (await init.json()) as { authorization_url: string };
      await paySandbox(api, authorization_url, '/api/payments/verify/:reference');
    }
    return { id, phone, fullName, firstName };
  } finally {
    await api.dispose();
  }
}

function tiersUpTo(tier: 'basic' | 'verified' | 'premium'): ('verified' | 'premium')[] {
  if (tier === 'basic') return [];
  return tier === 'verified' ? ['verified'] : ['premium'];
}

const CONSONANTS = 'bdfghklmnprstvz';
const VOWELS = 'aeiou';
/**
 * A full name no other journey's worker has: the first name, then a made-up surname of six letters, so a journey
 * finds its own worker's card among the demo's by name.
 */
export function uniqueName(firstName: string): string {
  let surname = '';
  for (let i = 0; i < 3; i++)
    surname += CONSONANTS[randomInt(0, CONSONANTS.length)]! + VOWELS[randomInt(0, 5)]!;
  return `${firstName} ${surname[0]!.toUpperCase()}${surname.slice(1)}`;
}

/**
 * Where the embedded gazetteer puts a place (the suggestion the Location box offers for `query`, the first or the
 * one whose name matches `pick`), as a worker's position: a search there finds her at 0 km.
 */
export async function placePosition(api: APIRequestContext, query: string, pick?: RegExp) {
  const answer = await api.get(`/api/places?q=${encodeURIComponent(query)}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { places } = (await answer.json()) as {
    places: { lat: string; lon: string; display_name: string }[];
  };
  const place = pick ? places.find((p) => pick.test(p.display_name)) : places[0];
  if (!place) throw new Error(`no place found for ${query}`);
  return { latitude: Number(place.lat), longitude: Number(place.lon) };
}

export interface EmployerOptions {
  firstName?: string;
  /** The employer's phone confirmed with a code (what posting a job needs), with this company name. */
  verified?: boolean;
  companyName?: string;
  /** A monthly subscription paid through the sandbox checkout (unlimited hires, the plan's perks). */
  subscribed?: boolean;
  /** The account's saved language. */
  language?: string;
}

/** An employer: a new number signed in once, optionally confirmed and subscribed. Answers the local number. */
export async function createEmployer(options: EmployerOptions = {}): Promise<string> {
  const phone = newPhone();
  const api = await apiSession(phone, options.firstName ?? 'Karen');
  try {
    if (options.language) await saveLanguage(api, options.language);
    if (options.verified || options.subscribed) {
      const sent = await api.post('/api/employer/verify-phone/send', { data: { phoneNumber: phone } });
      expect(sent.status(), await sent.text()).toBe(200);
      const { developmentOtp } = (await sent.json()) as { developmentOtp: string };
      const confirmed = await api.post('/api/employer/verify-phone/confirm', {
        data: {
          phoneNumber: phone,
          otpCode: developmentOtp,
          ...(options.companyName ? { companyName: options.companyName } : {}),
        },
      });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    }
    if (options.subscribed) {
      const init = await api.post('/api/employer/subscription/initialize', {
        data: { subscriptionType: 'monthly' },
      });
      expect(init.status(), await init.text()).toBe(200);
      const { authorizationUrl } = (await init.json()) as { authorizationUrl: string };
      await paySandbox(api, authorizationUrl, '/api/employer/subscription/verify?reference=:reference');
    }
    return phone;
  } finally {
    await api.dispose();
  }
}

/** A hire request from the employer to the worker (POST /api/hires); answers the hire's id. */
export async function createHire(employerPhone: string, workerId: string): Promise<string> {
  const api = await apiSession(employerPhone);
  try {
    const hire = await api.post('/api/hires', { data: { workerId } });
    expect(hire.status(), await hire.text()).toBe(201);
    return ((await hire.json()) as { hire: { id: string } }).hire.id;
  } finally {
    await api.dispose();
  }
}

/** A hire the worker has accepted: an employer (confirmed phone) asks, the worker says yes. */
export async function createAcceptedHire(employerPhone: string, worker: MadeWorker): Promise<string> {
  const hireId = await createHire(employerPhone, worker.id);
  const api = await apiSession(worker.phone);
  try {
    const accepted = await api.post(`/api/hires/${hireId}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
    return hireId;
  } finally {
    await api.dispose();
  }
}

/**
 * A review of the worker, shown to everyone: the employer whose hire she accepted reviews her, and she rates the
 * employer back, which reveals both at once (the double-blind of decision 0230). Answers the review's id.
 */
export async function createReview(
  employerPhone: string,
  worker: MadeWorker,
  hireId: string,
  review: string,
): Promise<string> {
  const employer = await apiSession(employerPhone);
  const workerApi = await apiSession(worker.phone);
  try {
    const created = await employer.post('/api/reviews', { data: { workerId: worker.id, rating: 2, review } });
    expect(created.status(), await created.text()).toBe(201);
    const back = await workerApi.post(`/api/hires/${hireId}/employer-review`, { data: { rating: 4 } });
    expect(back.status(), await back.text()).toBe(201);
    return ((await created.json()) as { review: { id: string } }).review.id;
  } finally {
    await employer.dispose();
    await workerApi.dispose();
  }
}

/** The date `days` from today in South Africa, YYYY-MM-DD (a job post's start date). */
export function dateIn(days: number): string {
  return todayInSouthAfrica(new Date(Date.now() + days * 86_400_000));
}

export interface JobOptions {
  title?: string;
  latitude?: number;
  longitude?: number;
  /** YYYY-MM-DD; a week from today when not given. */
  startDate?: string;
}

/** An open job post by an employer whose phone is confirmed (POST /api/jobs); answers its id. */
export async function createJobPost(employerPhone: string, options: JobOptions = {}): Promise<string> {
  const api = await apiSession(employerPhone);
  try {
    const created = await api.post('/api/jobs', {
      data: {
        title: options.title ?? 'Garden clean-up',
        description: 'Mow the lawn, trim the hedges and take the cuttings away.',
        skills: ['Gardening'],
        suburb: 'Orlando West',
        city: 'Soweto',
        address: '8 Vilakazi Street',
        latitude: options.latitude ?? SOWETO.latitude,
        longitude: options.longitude ?? SOWETO.longitude,
        startDate: options.startDate ?? dateIn(7),
        schedule: 'once',
        hoursPerDay: 6,
        payType: 'daily',
        payRate: 350,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  } finally {
    await api.dispose();
  }
}

/**
 * A position in open country (the Karoo, between Beaufort West and Carnarvon), at random: no demo worker or job
 * within tens of kilometres, and another journey's random position almost never within a search's radius.
 */
export function remotePosition(): { latitude: number; longitude: number } {
  return { latitude: -31.5 - randomInt(0, 1000) / 1000, longitude: 22.0 + randomInt(0, 1500) / 1000 };
}
