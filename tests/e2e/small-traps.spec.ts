// Issue 32's small traps (items 14-18) at 360 px, each page checked for overflow and axe: no '0 found' beside
// 'Searching…'; the wizard's photo upload says the server's reason; the admin console's tab bar shows the section
// open now; a used review link thanks its author; Esc on the sign-in dialog gives focus back to its button.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  apiSession,
  createEmployer,
  createWorker,
  newAdminPhone,
  newPhone,
  signInByApi,
} from './factories.js';
import { holdRoute, signIn, smallPdf } from './helpers.js';
import { checkPage } from './layout-checks.js';

// Held requests must reach page.route: the service worker's own fetches would pass it by.
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
// Each journey runs axe two or three times, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test('Find Workers gives no count while the first search runs, then the count', async ({ page }) => {
  await signInByApi(page, await createEmployer({ firstName: 'Naledi' }));
  await page.goto('/find-workers');
  await checkPage(page);
  const release = await holdRoute(page, '**/api/workers/search?**');
  await page.getByRole('combobox', { name: 'Location' }).fill('Sowe');
  await page.getByRole('option', { name: /^Soweto, Johannesburg, Gauteng/ }).click();
  await expect(page.getByText('Searching…')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Workers in Your Area', exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/0 found/)).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: /^Workers in Your Area \(\d+\+? found\)$/ })).toBeVisible();
  await expect(page.getByTestId('worker-card').first()).toBeVisible();
});

test("the wizard's photo upload shows the server's reason for refusing a file", async ({ page }) => {
  await signIn(page, newPhone(), 'Zanele', { returnTo: '/register-worker' });
  await checkPage(page);
  const notAPhoto = smallPdf();
  await page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: notAPhoto });
  await expect(page.getByText('Upload Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a photo: a JPEG, PNG or WebP image')).toBeVisible();
  await expect(page.getByText('Failed to upload file. Please try again.')).toHaveCount(0);
  await checkPage(page);

  // A real photo still uploads.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#7a5' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
});

test("the admin console's tab bar shows the open section on a phone", async ({ page }) => {
  await signIn(page, newAdminPhone(), undefined, { returnTo: '/admin/translations' });
  await expect(page.getByRole('heading', { level: 1, name: 'Translation suggestions' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin console' });
  const active = menu.locator('[aria-current="page"]');
  await expect(active).toHaveText('Translations');
  const inSight = async () => {
    const box = await active.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 360;
  };
  await expect.poll(inSight).toBe(true);
  await checkPage(page);
  // Back to the first section: it comes into sight again.
  await menu.getByRole('link', { name: 'Reports' }).click();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(active).toHaveText('Dashboard');
  await expect.poll(inSight).toBe(true);
});

test('a review link used already thanks its author instead of Review Not Found', async ({ page }) => {
  const worker = await createWorker({ fullName: 'Lerato Mokoena' });
  const api = await apiSession(worker.phone);
  const asked = await api.post('/api/review-requests', { data: { recipientPhone: newPhone() } });
  expect(asked.status(), await asked.text()).toBe(201);
  const link = new URL((await asked.json()).developmentUrl as string);
  await api.dispose();

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave a Review' })).toBeVisible();
  await checkPage(page);
  const sent = await page.request.post(`/api/review-requests/${link.pathname.split('/').pop()}/submit`, {
    data: { rating: 5, review: 'Always on time' },
  });
  expect(sent.status()).toBe(201);

  // Opened again from the SMS.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review Received' })).toBeVisible();
  await expect(
    page.getByText(
      'Thank you: your review of Lerato Mokoena has been received. This link can only be used once.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Review Not Found')).toHaveCount(0);
  await checkPage(page);
});

test('Esc closes the sign-in dialog and gives focus back to the button that opened it', async ({ page }) => {
  await page.goto('/');
  await checkPage(page);
  const signInButton = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign In' });
  await signInButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Phone Number')).toBeVisible();
  await checkPage(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signInButton).toBeFocused();
  // The next Tab goes on from there, not to 'Skip to content'.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeFocused();
});
