// Takes the README's screenshots at 360 px (run `npm run build` first, then `npm run screens`): the signed-in nav
// of a worker and of an admin with the menu open, Find Workers with results, a worker profile and the wizard's
// three steps. Each PNG is checked to stay under 150 KB.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from '../../tests/e2e/helpers.js';

const OUT = path.resolve('docs/screens');
const MAX_BYTES = 150 * 1024;

async function shoot(page: Page, name: string) {
  // Let fonts, images and the map settle (map tiles never load here, so there is no network idle to wait for).
  await page.evaluate(() => document.fonts.ready);
  // Sign-in and other toasts would cover the page: the pictures show the screens, not the notifications.
  await page.addStyleTag({ content: 'ol.fixed.z-\\[100\\] { display: none !important; }' });
  await page.waitForTimeout(600);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const file = path.join(OUT, `${name}.png`);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  // Palette PNG: a tenth of the size of a full-colour one for screens of text and flat colour.
  await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  expect(fs.statSync(file).size, `${name}.png is too big`).toBeLessThan(MAX_BYTES);
}

async function openMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
}

async function searchSoweto(page: Page) {
  await page.getByRole('combobox', { name: 'Location' }).fill('Sowe');
  await page.getByRole('option', { name: /^Soweto, Johannesburg, Gauteng/ }).click();
  await expect(page.getByTestId('worker-card').first()).toBeVisible();
}

test('nav, Find Workers and a profile', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '0820000001');
  await openMenu(page);
  await shoot(page, 'nav-admin');

  await page.goto('/find-workers');
  await searchSoweto(page);
  await page.getByTestId('map-legend').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  await shoot(page, 'find-workers');
  await page.getByTestId('worker-card').first().scrollIntoViewIfNeeded();
  await shoot(page, 'find-workers-results');

  const first = page.getByTestId('worker-card').first();
  const id = (await first.getByRole('link', { name: /View Profile/ }).getAttribute('href')) ?? '';
  await page.goto(id);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'worker-profile');

  const profile = (await (await page.request.get(`/api${id.replace('/worker/', '/workers/')}`)).json()) as {
    phoneNumber: string;
  };
  await page.context().clearCookies();
  await signIn(page, profile.phoneNumber);
  await openMenu(page);
  await shoot(page, 'nav-worker');
});

test('the registration wizard', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '0831239901', 'Zanele', { returnTo: '/register-worker' });
  await expect(page.getByRole('heading', { name: 'Create Your Worker Profile' })).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#7a5' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Zanele Dlamini');
  await page.getByRole('checkbox', { name: 'Cleaning' }).check();
  await page.getByRole('radio', { name: 'Part-time' }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'wizard-1-profile');

  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Location Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await page.getByLabel('Address').fill('12 Vilakazi Street');
  await page.getByLabel('Suburb/Area').fill('Orlando West');
  await page.getByLabel('City').fill('Soweto');
  await page.getByLabel('Postal Code').fill('1804');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'wizard-2-location');

  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('button', { name: /^Complete/ })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'wizard-3-payment');
});
