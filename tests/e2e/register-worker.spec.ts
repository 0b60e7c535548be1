// Worker registration journeys: sign in, the three wizard steps with a photo upload, then either the sandbox
// checkout and the payment callback, or the demo promo code with no payment; both end on the dashboard.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({
  geolocation: { latitude: -26.20412, longitude: 28.04731 },
  permissions: ['geolocation'],
});

async function selfie(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#7a5' } })
    .jpeg()
    .toBuffer();
}

async function fillSteps(page: Page, fullName: string) {
  await expect(page.getByRole('heading', { name: 'Create Your Worker Profile' })).toBeVisible();
  await expect(
    page.getByText('Get started for just R10 and connect with employers in your area'),
  ).toBeVisible();

  // Next is refused until step 1 validates, with the spec's messages.
  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please select at least one skill')).toBeVisible();
  await expect(page.getByText('Please select your availability')).toBeVisible();

  await page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() });
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByRole('checkbox', { name: 'Gardening' }).check();
  await page.getByRole('checkbox', { name: 'Painting' }).check();
  await page.getByRole('radio', { name: 'Part-time' }).check();
  await page.getByLabel('Daily Rate (optional)').fill('R350');
  await page.getByRole('button', { name: 'Add Manual Work History' }).click();
  await page.getByLabel('Work Type').first().fill('Gardening');
  await page.getByLabel('Employer Name').first().fill('Mrs Botha');
  await page.getByLabel('Employer Phone').first().fill(newPhone());
  await page.getByRole('button', { name: 'Request Review' }).first().click();
  await expect(page.getByText('The SMS will be sent after you complete registration.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByRole('heading', { name: 'Location Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expect(page.getByText('Detected location: -26.2041, 28.0473')).toBeVisible();
  await page.getByLabel('Address').fill('12 Vilakazi Street');
  await page.getByLabel('Suburb/Area').fill('Orlando West');
  await page.getByLabel('City').fill('Soweto');
  await page.getByLabel('Postal Code').fill('1804');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Registration - R10' })).toBeVisible();
}

test('a new worker registers, pays R10 in the sandbox checkout and sees the profile on the dashboard', async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Lerato', { returnTo: '/register-worker' });
  await fillSteps(page, 'Lerato Mokoena');

  expect(await seriousAxeViolations(page)).toEqual([]);

  await expect(page.getByText('R10.00')).toBeVisible();
  await page.getByRole('radio', { name: 'Instant EFT' }).check();
  await page.getByRole('button', { name: 'Complete Registration - R10' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay R10.00' }).click();

  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  await page.goto('/worker-dashboard');
  await expect(page.getByRole('heading', { name: 'Lerato Mokoena' })).toBeVisible();
  await expect(page.getByText('Paid - your profile is listed on the map')).toBeVisible();
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: 'View Public Profile' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Upgrade Tier' })).toHaveAttribute('href', '/tier-upgrade');
});

test('a worker registers free with the demo promo code and reaches the dashboard without paying', async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Bongani', { returnTo: '/register-worker' });
  await fillSteps(page, 'Bongani Zulu');

  await page.getByLabel('Promo Code').fill('free30d1');
  await expect(page.getByLabel('Promo Code')).toHaveValue('FREE30D1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('30-day free trial applied!').first()).toBeVisible();
  await expect(page.getByText('R10.00')).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeHidden();
  await page.getByRole('button', { name: 'Complete Free Registration' }).click();
  await expect(page.getByText('Your 30-day free trial has been activated!', { exact: true })).toBeVisible();

  await expect(page).toHaveURL(/\/worker\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bongani Zulu' })).toBeVisible();
  await expect(page.getByText(/Free trial - listed until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay R10 to get listed' })).toBeVisible();

  // Registration is blocked once the profile exists.
  await page.goto('/register-worker');
  await expect(page.getByText('You already have a worker profile.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user without a profile sees No Worker Profile Found on the dashboard', async ({ page }) => {
  await signIn(page, newPhone(), 'Naledi', { returnTo: '/worker-dashboard' });
  await expect(page.getByRole('heading', { name: 'No Worker Profile Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Worker Profile' })).toHaveAttribute(
    'href',
    '/register-worker',
  );
});
