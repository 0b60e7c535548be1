// Issue 32, items 9 and 11: a payment's result page reached without a session (the checkout came back in another
// browser, or the session ended meanwhile) asks the person to sign in and then shows the real result, never
// 'Payment Failed - Unauthorized'; a declined subscription offers Try Again, which starts the same plan again.
import { expect, type Page, test } from '@playwright/test';
import { newPhone } from './factories.js';
import { enterCodeInDialog, signIn, uploadProfilePhoto } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

/** Signed out at the checkout: paying there lands on the result page without a session. */
async function payWithoutSession(page: Page, amount: RegExp) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.context().clearCookies();
  await page.getByRole('button', { name: amount }).click();
}

async function expectSignInAsked(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('Payment Failed')).toBeHidden();
  await expect(page.getByText('Unauthorized')).toBeHidden();
  await checkPage(page);
}

test('the R10 paid in a browser without a session: sign in, then Payment Successful', async ({ page }) => {
  const phone = newPhone();
  await signIn(page, phone, 'Nomsa');
  const profilePhotoUrl = await uploadProfilePhoto(page, '#5a7');
  const created = await page.request.post('/api/workers', {
    data: {
      fullName: 'Nomsa Khumalo',
      phoneNumber: phone,
      skills: ['Cleaning'],
      availability: 'Part-time',
      profilePhotoUrl,
      address: '8 Moroka Street',
      suburb: 'Moroka',
      city: 'Soweto',
      postalCode: '1818',
      latitude: '-26.2580',
      longitude: '27.8740',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/worker-dashboard');
  await page.getByRole('button', { name: 'Pay R10 to get listed' }).first().click();
  await payWithoutSession(page, /^Pay R10\.00$/);

  // Back on the result page without a session, which sends the person to sign in and back to it (not to a transient
  // address: the redirect may come before a first look at the URL).
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fpayment-callback%3Freference%3D/);
  await expectSignInAsked(page);
  await enterCodeInDialog(page, phone);
  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await checkPage(page);
});

test('a declined subscription offers Try Again; paid without a session, sign in shows it activated', async ({
  page,
}) => {
  const phone = newPhone();
  await signIn(page, phone, 'Johan', { returnTo: '/employer-subscription' });
  await page.getByRole('radio', { name: /Annual/ }).check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/subscription-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await checkPage(page);
  // Try Again starts the same plan (the annual one) again, as the registration's failure page does.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await payWithoutSession(page, /^Pay R1,990\.00$/);

  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsubscription-callback%3Freference%3D/);
  await expectSignInAsked(page);
  await enterCodeInDialog(page, phone);
  await expect(page.getByRole('heading', { name: 'Subscription Activated!' })).toBeVisible();
  await expect(page.getByText('Annual')).toBeVisible();
  await checkPage(page);
});
