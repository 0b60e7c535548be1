// Screenshots of issue 33's pages at 360 px in English and isiZulu: the worker's My Week (a visit the household
// cancelled late, with its fee), the household's Booked Visits and the booking form from a profile:
// `npm run screens -- scripts/screens/issue-33.spec.ts`. Its own people and data (tests/e2e/factories.ts); the late
// cancellation names its moment (REQUEST_CLOCK, decision 0336). PNGs under 150 KB.
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { todayInSouthAfrica } from '../../src/shared/pay/minimum-wage.js';
import {
  apiSession,
  createEmployer,
  createWorker,
  saveLanguage,
  signInByApi,
} from '../../tests/e2e/factories.js';

const MAX_BYTES = 150 * 1024;

async function shoot(page: Page, name: string, language: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({ content: 'ol.fixed.z-\\[100\\] { display: none !important; }' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const dir = path.resolve('docs/screens', language === 'en' ? '' : language);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  expect(fs.statSync(file).size, `${name} is too big`).toBeLessThan(MAX_BYTES);
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A Tuesday at least a week ahead. */
function nextTuesday(): string {
  let date = addDays(todayInSouthAfrica(), 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) date = addDays(date, 1);
  return date;
}

interface Made {
  id: string;
  visits: { id: string }[];
}

async function ok(answer: Promise<Awaited<ReturnType<APIRequestContext['post']>>>): Promise<Made> {
  const done = await answer;
  expect(done.status(), await done.text()).toBeLessThan(300);
  return (await done.json()) as Made;
}

test('issue 33: My Week, Booked Visits and the booking form, in English and isiZulu', async ({ page }) => {
  test.setTimeout(120_000);
  const worker = await createWorker({ fullName: 'Nomsa Dlamini' });
  const employerPhone = await createEmployer({ verified: true, firstName: 'Zanele' });
  const workerApi = await apiSession(worker.phone);
  const employerApi = await apiSession(employerPhone);
  const tuesday = nextTuesday();
  await ok(
    workerApi.put('/api/workers/me/availability', {
      data: { weekly: [{ day: 2, start: '08:00', end: '16:00' }], blocked: [addDays(tuesday, 14)] },
    }),
  );
  const booking = await ok(
    employerApi.post('/api/bookings', {
      data: {
        workerId: worker.id,
        date: tuesday,
        start: '08:00',
        hours: 4,
        hourlyRate: 40,
        repeat: 'weekly',
        until: addDays(tuesday, 28),
        address: '12 Vilakazi Street, Orlando West',
      },
    }),
  );
  await ok(workerApi.post(`/api/bookings/${booking.id}/accept`));
  await ok(
    employerApi.post(`/api/bookings/${booking.id}/visits/${booking.visits[0]!.id}/cancel`, {
      data: { reason: 'Family emergency' },
      headers: { 'x-request-clock': new Date(`${addDays(tuesday, -1)}T16:00:00+02:00`).toISOString() },
    }),
  );

  for (const language of ['en', 'zu']) {
    await page.context().clearCookies();
    await signInByApi(page, worker.phone);
    await saveLanguage(page.request, language);
    await page.goto('/my-week');
    await expect(page.getByTestId('upcoming-visits').getByTestId('visit').first()).toBeVisible();
    await shoot(page, 'issue33-my-week', language);
    await page.getByTestId('earlier-visits').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, 'issue33-my-week-late-fee', language);
    await page.locator('#availability-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, 'issue33-my-week-availability', language);

    await page.context().clearCookies();
    await signInByApi(page, employerPhone);
    await saveLanguage(page.request, language);
    await page.goto('/visits');
    await expect(page.getByTestId('upcoming-visits').getByTestId('visit').first()).toBeVisible();
    await shoot(page, 'issue33-visits', language);
    await page.goto(`/worker/${worker.id}/book`);
    await expect(page.getByTestId('free-day').first()).toBeVisible();
    await shoot(page, 'issue33-book', language);
  }
  await workerApi.dispose();
  await employerApi.dispose();
});
