// Issue 32, item 12: a second browser asking for a code during the resend cooldown (the code went out moments ago
// from the first) goes on to enter the code already sent, instead of staying on the phone step with 'Please wait'.
// The journeys' server runs without a cooldown, so the second browser's send gets the server's cooldown answer
// (the 429 with its code, as otp-limits.test.ts holds it) from a route; the code it enters is the real one.
import { expect, test } from '@playwright/test';
import { OTP_COOLDOWN_CODE } from '../../src/shared/sign-in-rules.js';
import { newPhone } from './factories.js';
import { loginDialog } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

test('a second browser during the code cooldown can enter the code the first one asked for', async ({
  page,
  browser,
}) => {
  const phone = newPhone();
  await page.goto('/login');
  const first = loginDialog(page);
  await first.getByLabel('Phone Number').fill(phone);
  await first.getByRole('button', { name: 'Send Code' }).click();
  const codeBox = first.getByTestId('development-otp');
  await expect(codeBox).toHaveText(/^\d{6}$/);
  const code = (await codeBox.textContent())?.trim() ?? '';

  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const second = await other.newPage();
  await second.route('**/api/auth/send-otp', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '57' },
      contentType: 'application/json',
      json: {
        message: 'Please wait 57 seconds before requesting another code',
        retryAfter: 57,
        code: OTP_COOLDOWN_CODE,
      },
    }),
  );
  await second.goto('/login');
  const dialog = loginDialog(second);
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send Code' }).click();

  // The code step, with the wait before a new code can be asked for.
  await expect(dialog.getByLabel('Verification Code')).toBeVisible();
  await expect(second.getByText('It is still valid.').first()).toBeVisible();
  await checkPage(second);
  await dialog.getByLabel('Verification Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByTestId('sign-out')).toBeVisible();
  await checkPage(second);
  await other.close();
});
