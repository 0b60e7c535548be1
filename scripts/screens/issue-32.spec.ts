// Screenshots of issue 32's items 1-5 at 360 px (the landing at 320 px, where it broke), before and after the fix:
// `SCREENS_STATE=before|after npm run screens -- scripts/screens/issue-32.spec.ts` against a build of either
// code. Each journey makes its own people and data (tests/e2e/factories.ts). PNGs under 150 KB.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  createAcceptedHire,
  createEmployer,
  createJobPost,
  createWorker,
  dateIn,
  newPhone,
  saveLanguage,
  signInByApi,
} from '../../tests/e2e/factories.js';
import { pickSoweto, signIn } from '../../tests/e2e/helpers.js';

const STATE = process.env.SCREENS_STATE === 'before' ? 'before' : 'after';
const MAX_BYTES = 150 * 1024;

async function shoot(page: Page, name: string, language = 'en') {
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({ content: 'ol.fixed.z-\\[100\\] { display: none !important; }' });
  await page.waitForTimeout(500);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const dir = path.resolve('docs/screens', language === 'en' ? '' : language);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${STATE}.png`);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  expect(fs.statSync(file).size, `${name} is too big`).toBeLessThan(MAX_BYTES);
}

test('items 1-2: the signed-in home page and the landing', async ({ page }) => {
  await page.goto('/');
  await page.setViewportSize({ width: 320, height: 640 });
  await shoot(page, 'landing-320');
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, newPhone(), 'Nomsa');
  await page.request.get('/api/workers/search?lat=-26.2485&lng=27.854&radius=20&skill=Cleaning');
  for (const language of ['en', 'zu']) {
    await saveLanguage(page.request, language);
    await page.goto('/');
    await expect(page.getByTestId('recommended-worker').first()).toBeVisible();
    await page.getByTestId('recommended-workers').scrollIntoViewIfNeeded();
    await shoot(page, 'home-recommended-360', language);
  }
});

test('items 3 and 5: Jobs Near Me in isiXhosa, a job page in isiZulu, the check-in in Sepedi', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const employer = await createEmployer({ verified: true, firstName: 'Thandeka' });
  const title = 'Windows and yard';
  const jobId = await createJobPost(employer, { title, startDate: dateIn(12) });
  await signIn(page, newPhone(), 'Sipho');
  await saveLanguage(page.request, 'xh');
  await page.goto('/jobs/near-me');
  await pickSoweto(page);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await shoot(page, 'jobs-near-me-360', 'xh');
  await saveLanguage(page.request, 'zu');
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await shoot(page, 'job-360', 'zu');

  await page.context().clearCookies();
  const worker = await createWorker({ fullName: 'Mpho Mokoena' });
  const hirer = await createEmployer({ verified: true, firstName: 'Marius' });
  const hireId = await createAcceptedHire(hirer, worker);
  await signInByApi(page, worker.phone);
  await saveLanguage(page.request, 'nso');
  await page.request.post(`/api/hires/${hireId}/check-in`, {
    data: { expectedEndAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  await page.goto(`/hires/${hireId}/check-in`);
  await page.getByTestId('checked-in').scrollIntoViewIfNeeded();
  await shoot(page, 'check-in-360', 'nso');
});

test('item 4: the household guide for a person reading isiZulu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/zu/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ukuqasha isisebenzi sasekhaya' }).click();
  await expect(page.getByTestId('household-guide')).toBeVisible();
  await page.getByTestId('household-guide').getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await shoot(page, 'household-guide-360', 'zu');
});
