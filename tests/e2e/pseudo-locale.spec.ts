// Issue 17: every visible text comes from the catalogues. Each page is opened with the pseudo catalogues (accented
// English, decision 0182) and isiZulu as the chosen language, so the server's messages are not English either; any
// catalogue text still in plain English on the page did not come from a catalogue (a text written into a component,
// a catalogue the page forgot to load). Every kind of visitor's pages: anonymous, worker, employer, admin.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PSEUDO_LOCALE_STORAGE_KEY } from '../../src/shared/i18n/languages.js';
import { englishDictionary, untranslated, visibleTexts } from '../support/untranslated-text.js';
import {
  createAcceptedHire,
  createEmployer,
  createWorker,
  newAdminPhone,
  newPhone,
  signInByApi,
} from './factories.js';

const dictionary = englishDictionary();
const SOWETO = { lat: -26.2485, lng: 27.854 };

test.use({ viewport: { width: 360, height: 780 } });

async function pseudoContext(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value: 'zu', url: baseURL }]);
  await context.addInitScript((key) => window.localStorage.setItem(key, '1'), PSEUDO_LOCALE_STORAGE_KEY);
}

/** Opens the page, lets it settle, and answers the English catalogue texts it still shows after a few seconds. */
async function englishOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // The pseudo catalogues are on: the page shows accented text (no page is all data).
  await expect(page.locator('body')).toContainText(/[ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûü]/);
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // A page may still be loading a part (a lazy section, its catalogue): clean as soon as it is, or what remains.
  let found: string[] = [];
  await expect
    .poll(async () => (found = untranslated(await visibleTexts(page), dictionary)), { timeout: 4000 })
    .toEqual([])
    .catch(() => undefined);
  return found;
}

/** Every page's English texts are collected before failing, so one run names them all. */
async function checkPages(page: Page, paths: readonly string[]): Promise<void> {
  const problems: string[] = [];
  for (const path of paths) {
    for (const text of await englishOn(page, path)) problems.push(`${path}: ${text}`);
  }
  expect(problems).toEqual([]);
}

test('public pages show no untranslated text', async ({ page, context, baseURL }) => {
  await pseudoContext(context, baseURL!);
  await checkPages(page, [
    '/zu/',
    '/zu/about',
    '/zu/contact',
    '/zu/safety',
    '/zu/success-stories',
    '/zu/privacy',
    '/zu/terms',
    '/household-guide',
    '/login',
    '/find-workers',
    '/review/not-a-real-token',
    '/no-such-page',
  ]);
});

test("a worker's pages show no untranslated text", async ({ page, context, baseURL }) => {
  await pseudoContext(context, baseURL!);
  // A worker of the journey's own, speaking isiZulu, with an accepted hire (its check-in page, the employer's
  // profile), as the demo worker has.
  const worker = await createWorker({ language: 'zu' });
  await createAcceptedHire(await createEmployer({ verified: true }), worker);
  await signInByApi(page, worker.phone);
  const jobs = await page.request.get(`/api/jobs/nearby?lat=${SOWETO.lat}&lng=${SOWETO.lng}&radius=20`);
  const { jobs: nearby } = (await jobs.json()) as { jobs: { id: string }[] };
  expect(nearby.length).toBeGreaterThan(0);
  // The accepted request: its check-in page and the employer's profile (issue 20).
  const incoming = await page.request.get('/api/hires/incoming');
  const { hires } = (await incoming.json()) as {
    hires: { id: string; status: string; employer: { userId: string } }[];
  };
  const accepted = hires.find((h) => h.status === 'accepted');
  expect(accepted).toBeDefined();
  await checkPages(page, [
    '/',
    '/worker-dashboard',
    '/my-week',
    '/tier-upgrade',
    '/verification-upload',
    '/jobs/near-me',
    `/jobs/${nearby[0]!.id}`,
    `/hires/${accepted!.id}/check-in`,
    `/employers/${accepted!.employer.userId}`,
    '/payment-callback?reference=not-a-payment',
    '/account',
  ]);
});

test('a new worker sees the registration wizard with no untranslated text', async ({
  page,
  context,
  baseURL,
}) => {
  await pseudoContext(context, baseURL!);
  await signInByApi(page, newPhone());
  await checkPages(page, ['/register-worker']);
});

test("an employer's pages show no untranslated text", async ({ page, context, baseURL }) => {
  await pseudoContext(context, baseURL!);
  // A subscribed employer of the journey's own, speaking isiZulu, with an accepted hire, as the demo subscriber.
  const subscriber = await createEmployer({ subscribed: true, language: 'zu' });
  await createAcceptedHire(subscriber, await createWorker());
  await signInByApi(page, subscriber);
  const { hires } = (await (await page.request.get('/api/hires')).json()) as {
    hires: { id: string; status: string }[];
  };
  const accepted = hires.find((h) => h.status === 'accepted');
  const search = await page.request.get(`/api/workers/search?lat=${SOWETO.lat}&lng=${SOWETO.lng}&radius=20`);
  const { workers } = (await search.json()) as { workers: { id: string }[] };
  await checkPages(page, [
    '/',
    `/find-workers?lat=${SOWETO.lat}&lng=${SOWETO.lng}`,
    `/worker/${workers[0]!.id}`,
    `/worker/${workers[0]!.id}/book`,
    '/employer-subscription',
    '/visits',
    '/employer/history',
    '/phone-verification',
    '/jobs/new',
    '/jobs/mine',
    '/payslips',
    ...(accepted ? [`/employ/${accepted.id}`] : []),
    '/account',
  ]);
});

test("the admin console's pages show no untranslated text", async ({ page, context, baseURL }) => {
  await pseudoContext(context, baseURL!);
  await signInByApi(page, newAdminPhone());
  await checkPages(page, [
    '/admin',
    '/admin/reports',
    '/admin/users',
    '/admin/reviews',
    '/admin/verifications',
    '/admin/promo-codes',
    '/admin/payments',
    '/admin/payouts',
    '/admin/audit',
    '/admin/translations',
    '/subscription-callback?reference=not-a-payment',
    '/dev/phone',
  ]);
});
