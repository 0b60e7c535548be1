// Shared steps for browser journeys: signing in through the real phone-login dialog with the development code,
// axe checks, and holding a request back.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The phone-login dialog (Radix renders it with role=dialog). */
export function loginDialog(page: Page) {
  return page.getByRole('dialog');
}

/**
 * Signs in as `phone` through /login and the dialog: enters the number, reads the development code the dialog
 * shows, verifies (with `name` when given) and waits until the navigation shows Sign Out.
 * With `returnTo` the journey continues on that path; otherwise it lands on /.
 */
export async function signIn(
  page: Page,
  phone: string,
  name?: string,
  options: { returnTo?: string } = {},
): Promise<void> {
  await page.goto(options.returnTo ? `/login?returnTo=${encodeURIComponent(options.returnTo)}` : '/login');
  const dialog = loginDialog(page);
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const codeBox = dialog.getByTestId('development-otp');
  await expect(codeBox).toHaveText(/^\d{6}$/);
  const code = (await codeBox.textContent())?.trim() ?? '';
  if (name) await dialog.getByLabel('Your Name (optional)').fill(name);
  await dialog.getByLabel('Verification Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
  if (options.returnTo) await expect(page).toHaveURL(new RegExp(`${escapeRegExp(options.returnTo)}$`));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * axe's serious and critical findings as `rule: selectors` lines, so a failing `toEqual([])` names what to fix.
 * With `include`, only that part of the page is checked.
 */
export async function seriousAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Holds every request matching `url` until the returned function is called, to look at the page while that
 * answer is still on its way.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
