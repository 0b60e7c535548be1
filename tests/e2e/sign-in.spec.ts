// Journey: sign in by phone with the development code, stay signed in across a reload, sign out.
import { expect, type Page, test } from '@playwright/test';
import { newPhone, spaced } from './factories.js';
import { loginDialog, seriousAxeViolations, signIn } from './helpers.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('Get Started, enter a phone, use the development code, stay signed in after reload, Sign Out', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Get Started' }).click();
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /WhatsApp/ })).toBeChecked();
  await expect(dialog.getByText('Recommended - 95% adoption in SA')).toBeVisible();
  expect(await seriousAxeViolations(page, { include: 'dialog' })).toEqual([]);

  // The client check comes first: no request for a malformed number.
  await dialog.getByLabel('Phone Number').fill('12345');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByText('Please enter a valid South African phone number', { exact: true }),
  ).toBeVisible();

  await dialog.getByLabel('Phone Number').fill(spaced(newPhone()));
  await dialog.getByRole('radio', { name: /SMS/ }).check();
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const codeBox = dialog.getByTestId('development-otp');
  await expect(codeBox).toHaveText(/^\d{6}$/);
  const code = (await codeBox.textContent())?.trim() ?? '';
  await expect(page.getByText(`Your verification code is ${code}`, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Remember this device')).toBeChecked();
  expect(await seriousAxeViolations(page, { include: 'dialog' })).toEqual([]);

  // Non-digits are stripped as typed and the code stops at 6 digits; a short code is refused by the client.
  const codeInput = dialog.getByLabel('Verification Code');
  await codeInput.fill('12a');
  await expect(codeInput).toHaveValue('12');
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByText('Please enter the 6-digit verification code', { exact: true })).toBeVisible();

  await dialog.getByLabel('Your Name (optional)').fill('Nomsa');
  await codeInput.fill(`${code}99`);
  await expect(codeInput).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByText('Successfully logged in!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome, Nomsa' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // 'Remember this device' (on by default) gives a 60-day httpOnly cookie.
  const session = (await context.cookies()).find((c) => c.name === 'wl_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect((session?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(59 * 86_400_000);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Nomsa' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await nav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(nav(page).getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('Back returns to the phone step and clears the code step', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = loginDialog(page);
  // Written the international way, as some people do: +27 and the number without its 0.
  const typed = `+27 ${spaced(newPhone()).slice(1)}`;
  await dialog.getByLabel('Phone Number').fill(typed);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByTestId('development-otp')).toBeVisible();
  await dialog.getByLabel('Your Name (optional)').fill('Zola');
  await dialog.getByLabel('Verification Code').fill('123');
  await dialog.getByLabel('Remember this device').uncheck();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Phone Number')).toHaveValue(typed);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByLabel('Your Name (optional)')).toHaveValue('');
  await expect(dialog.getByLabel('Verification Code')).toHaveValue('');
  await expect(dialog.getByLabel('Remember this device')).toBeChecked();
});

test('/login goes to returnTo after sign-in, straight there when signed in, and home when dismissed', async ({
  page,
}) => {
  await page.goto('/login?returnTo=%2Fabout');
  await loginDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, newPhone(), undefined, { returnTo: '/about' });
  await page.goto('/login?returnTo=%2Fsafety');
  await expect(page).toHaveURL(/\/safety$/);
  await expect(loginDialog(page)).toBeHidden();
  // Never off-site, whatever returnTo says.
  await page.goto('/login?returnTo=%2F%2Fevil.example');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
