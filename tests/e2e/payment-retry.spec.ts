// Issue 16, trap 2 and the payment deviations at 360 px: 'Try Again' after a declined registration or upgrade starts
// that payment again; home and dashboard tell an unlisted profile from a live one and offer the next step (the R10
// or a promo code); the upgrade's success speaks of its tier; a callback that cannot reach the server says
// 'Verification Error'.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newPhone } from './factories.js';
import { seriousAxeViolations, signIn, uploadProfilePhoto } from './helpers.js';

test.use({
  viewport: { width: 360, height: 740 },
  geolocation: { latitude: -26.2385, longitude: 27.9081 },
  permissions: ['geolocation'],
});

/** A worker profile created through the API, with the demo promo (a trial) or unpaid. */
async function createProfile(page: Page, fullName: string, options: { promo: boolean }) {
  const profilePhotoUrl = await uploadProfilePhoto(page, '#a75');
  const created = await page.request.post('/api/workers', {
    data: {
      fullName,
      phoneNumber: newPhone(),
      skills: ['Cleaning'],
      availability: 'Part-time',
      profilePhotoUrl,
      address: '14 Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      postalCode: '1804',
      latitude: '-26.2385',
      longitude: '27.9085',
      ...(options.promo ? { promoCode: 'FREE30D1' } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function decline(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

test('a declined registration: home and dashboard say the profile is not listed, and Try Again pays the R10', async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Ayanda', { returnTo: '/register-worker' });
  // Through the wizard to the R10 checkout, declined there.
  await page.getByLabel('Upload Photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: '#57a' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Ayanda Nkosi');
  await page.getByRole('checkbox', { name: 'Cleaning' }).check();
  await page.getByRole('radio', { name: 'Full-time' }).check();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Address').fill('14 Vilakazi Street');
  await page.getByLabel('Suburb/Area').fill('Orlando West');
  await page.getByLabel('City').fill('Soweto');
  await page.getByLabel('Postal Code').fill('1804');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('radio', { name: 'Mobile Money' }).check();
  await page.getByRole('button', { name: 'Complete Registration - R10' }).click();
  await decline(page);

  // The home page does not call the unpaid profile active, and offers the R10.
  await page.goto('/');
  await expect(page.getByText('Your worker profile is not listed yet', { exact: false })).toBeVisible();
  await expect(page.getByText('You have an active worker profile')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pay R10 to get listed' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/worker-dashboard');
  await expect(page.getByText('Not yet paid - employers cannot find you on the map yet')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Try Again on the failed callback starts the R10 again (not the wizard, which would say 'Profile Exists').
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('R10.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay R10.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Your profile is now live on the map.', { exact: false })).toBeVisible();

  await page.goto('/');
  await expect(page.getByText('You have an active worker profile')).toBeVisible();
});

test('a worker whose profile exists unpaid applies a promo code from the dashboard with Enter', async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Sizwe');
  await createProfile(page, 'Sizwe Mthembu', { promo: false });
  await page.goto('/worker-dashboard');
  await expect(page.getByText('Not yet paid - employers cannot find you on the map yet')).toBeVisible();
  const promo = page.getByLabel('Promo Code');
  await promo.fill('nope123');
  await promo.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid promo code' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await promo.fill('free30d1');
  await expect(promo).toHaveValue('FREE30D1');
  await promo.press('Enter');
  await expect(page.getByText(/Free trial - listed until/)).toBeVisible();
  await expect(page.getByLabel('Promo Code')).toBeHidden();
  await page.goto('/');
  await expect(page.getByText('You have an active worker profile')).toBeVisible();
});

test('a declined upgrade: Try Again starts the same tier again, and its success speaks of the tier', async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Lindiwe');
  await createProfile(page, 'Lindiwe Sithole', { promo: true });
  await page.goto('/tier-upgrade');
  await page.getByTestId('tier-card-premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  await decline(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay R200.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Your Premium tier is now active.', { exact: false })).toBeVisible();
  await expect(page.getByText('Your profile is now live on the map', { exact: false })).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the callback says 'Verification Error' when the server cannot be reached or answers without a body", async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Pieter');
  await page.route('**/api/payments/verify/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/payment-callback?reference=wl-test-offline');
  await expect(page.getByRole('heading', { name: 'Verification Error' })).toBeVisible();
  await expect(page.getByText('Could not verify payment. Please contact support.').first()).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.unroute('**/api/payments/verify/**');
  await page.route('**/api/payments/verify/**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/payment-callback?reference=wl-test-bodyless');
  await expect(page.getByRole('heading', { name: 'Verification Error' })).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toBeHidden();
});
