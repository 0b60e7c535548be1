// Issue 16, trap 11 at 360 px: after Back the code already sent stays usable (sending to the same number during
// the cooldown goes back to the code step instead of being refused), the wait is shown, and 'Resend code' appears
// when it ends. The journeys' server runs without a cooldown (every journey signs in), so the server's send answer
// is given the short cooldown a real one announces; everything else is the real server.
import { expect, type Page, test } from '@playwright/test';
import { newPhone } from './factories.js';
import { loginDialog, seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

const COOLDOWN_SECONDS = 4;

/** Counts the real sends and announces the cooldown on each answer. */
async function withCooldown(
  page: Page,
  seconds: number,
  url = '**/api/auth/send-otp',
): Promise<{ sends: () => number }> {
  let sends = 0;
  await page.route(url, async (route) => {
    sends += 1;
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, resendAfterSeconds: seconds } });
  });
  return { sends: () => sends };
}

async function sendCode(page: Page, phone: string): Promise<string> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const codeBox = dialog.getByTestId('development-otp');
  await expect(codeBox).toHaveText(/^\d{6}$/);
  return (await codeBox.textContent())?.trim() ?? '';
}

test('after Back, sending to the same number again returns to the code already sent, which signs in', async ({
  page,
}) => {
  // The server's own cooldown: long enough for the axe checks on the way.
  const counter = await withCooldown(page, 60);
  await page.goto('/login');
  const dialog = loginDialog(page);
  const phone = newPhone();
  const code = await sendCode(page, phone);
  await expect(dialog.getByTestId('resend-wait')).toContainText('You can ask for a new code in');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText(`We already sent a code to ${phone}. It is still valid.`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByLabel('Verification Code')).toBeVisible();
  expect(counter.sends()).toBe(1);

  await dialog.getByLabel('Verification Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
});

test("the code step shows the wait, then 'Resend code' sends a new code that signs in", async ({ page }) => {
  const counter = await withCooldown(page, COOLDOWN_SECONDS);
  await page.goto('/login');
  const dialog = loginDialog(page);
  const first = await sendCode(page, newPhone());
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Enter the code' }).click();
  await expect(dialog.getByTestId('resend-wait')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeHidden();

  await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeVisible({
    timeout: (COOLDOWN_SECONDS + 2) * 1000,
  });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog.getByTestId('resend-wait')).toBeVisible();
  expect(counter.sends()).toBe(2);
  const codeBox = dialog.getByTestId('development-otp');
  await expect(codeBox).not.toHaveText(first);
  const second = (await codeBox.textContent())?.trim() ?? '';
  await dialog.getByLabel('Verification Code').fill(second);
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(dialog).toBeHidden();
});

test("the employer's 'Change Phone Number' keeps the code sent: sending again returns to it, and it verifies", async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Refilwe');
  const counter = await withCooldown(page, 60, '**/api/employer/verify-phone/send');
  await page.goto('/phone-verification');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const code = (await page.getByTestId('development-otp').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByTestId('resend-wait')).toContainText('You can ask for a new code in');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Change Phone Number' }).click();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByLabel('Verification Code')).toBeVisible();
  expect(counter.sends()).toBe(1);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Phone' }).click();
  await expect(page).toHaveURL(/\/find-workers$/);
});
