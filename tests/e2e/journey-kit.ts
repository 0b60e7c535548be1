// What the journeys of issue 32 (items 8-21) share: a fresh person per journey (a random phone number, so journeys
// run in parallel and never touch the demo accounts), and the check every visited page gets (axe, no sideways
// scroll).
import { expect, type Page } from '@playwright/test';
import { seriousAxeViolations } from './helpers.js';

const MOBILE_PREFIXES = ['060', '061', '071', '072', '073', '074', '076', '079', '081', '083', '084'];

/** A South African mobile number no demo account uses (the demo's are 082 000 ...), local form. */
export function randomPhone(): string {
  const prefix = MOBILE_PREFIXES[Math.floor(Math.random() * MOBILE_PREFIXES.length)] ?? '071';
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `${prefix}${rest}`;
}

/** The page is no wider than the screen, and axe finds nothing serious or critical on it. */
export async function checkPage(page: Page): Promise<void> {
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(width.page, `page ${page.url()} is wider than the screen`).toBeLessThanOrEqual(width.screen);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Sends the sign-in dialog's code for `phone` (the dialog open) and verifies it with the development code. */
export async function enterCodeInDialog(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const codeBox = dialog.getByTestId('development-otp');
  await expect(codeBox).toHaveText(/^\d{6}$/);
  await dialog.getByLabel('Verification Code').fill((await codeBox.textContent())?.trim() ?? '');
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(dialog).toBeHidden();
}
