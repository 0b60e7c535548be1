// Shared steps for browser journeys: signing in through the real phone-login dialog with the development code,
// axe checks, holding a request back, and a profile photo uploaded through the API.
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import sharp from 'sharp';

/** The phone-login dialog (a native <dialog>, role dialog). */
export function loginDialog(page: Page) {
  return page.getByRole('dialog');
}

/** The sign-in dialog's words, for a journey that signs in with another language chosen. */
export interface SignInLabels {
  phone: string;
  send: string;
  name: string;
  code: string;
  verify: string;
}

export const ENGLISH_SIGN_IN: SignInLabels = {
  phone: 'Phone Number',
  send: 'Send Code',
  name: 'Your Name (optional)',
  code: 'Verification Code',
  verify: 'Verify & Sign In',
};

/**
 * Signs in as `phone` through /login and the dialog (in English unless `labels` says otherwise):
 * enters the number, reads the development code the dialog shows, verifies (with `name` when given) and waits
 * until the navigation shows Sign Out, in whatever language the account has saved.
 * With `returnTo` the journey continues on that path; otherwise it lands on /.
 */
export async function signIn(
  page: Page,
  phone: string,
  name?: string,
  options: { returnTo?: string; labels?: SignInLabels } = {},
): Promise<void> {
  await page.goto(options.returnTo ? `/login?returnTo=${encodeURIComponent(options.returnTo)}` : '/login');
  await enterCodeInDialog(page, phone, { name, labels: options.labels });
  // Found by its test id: once signed in, the page turns to the person's saved language, whichever it is.
  await expect(page.getByTestId('sign-out')).toBeVisible();
  if (options.returnTo) await expect(page).toHaveURL(new RegExp(`${escapeRegExp(options.returnTo)}$`));
}

/**
 * In the sign-in dialog already open: enters `phone`, sends the code, reads the development code the dialog shows,
 * verifies (with `name` when given) and waits until the dialog closes.
 */
export async function enterCodeInDialog(
  page: Page,
  phone: string,
  options: { name?: string | undefined; labels?: SignInLabels | undefined } = {},
): Promise<void> {
  const labels = options.labels ?? ENGLISH_SIGN_IN;
  const dialog = loginDialog(page);
  await dialog.getByLabel(labels.phone).fill(phone);
  await dialog.getByRole('button', { name: labels.send }).click();
  const codeBox = dialog.getByTestId('development-otp');
  await expect(codeBox).toHaveText(/^\d{6}$/);
  const code = (await codeBox.textContent())?.trim() ?? '';
  if (options.name) await dialog.getByLabel(labels.name).fill(options.name);
  await dialog.getByLabel(labels.code).fill(code);
  await dialog.getByRole('button', { name: labels.verify }).click();
  await expect(dialog).toBeHidden();
}

/** Jobs Near Me's Location box: types Soweto and picks the gazetteer's Soweto, Johannesburg. */
export async function pickSoweto(page: Page): Promise<void> {
  const place = page.getByRole('main').getByRole('textbox').first();
  await place.fill('Soweto');
  await place.press('Enter');
  await page.getByRole('button', { name: /^Soweto, Johannesburg/ }).click();
}

/**
 * Signs out with the navigation's button and waits for the whole of it: the logout, then the full load of / that
 * follows 500 ms later (spec section 9). A page already at / passes a URL check at once, and a navigation started
 * then cut the logout short, leaving the person signed in for the next sign-in.
 */
export async function signOut(page: Page): Promise<void> {
  const main = page.getByRole('navigation', { name: 'Main' });
  const reloaded = page.waitForEvent('load');
  await main.getByRole('button', { name: 'Sign Out' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * axe's serious and critical findings as `rule: selectors` lines, so a failing `toEqual([])` names what to fix.
 * With `include`, only that part of the page is checked. axe-core runs in the page itself, put there once per
 * document: @axe-core/playwright re-sent its 550 KB source on every call and finished each run in a new blank page
 * (a renderer process of its own), about half of a journey's time (decision 0319). Our pages have no frames, the
 * one thing its cross-frame run adds.
 */
export async function seriousAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (include) => {
    // The page as it settles, not in the middle of a colour transition (a chosen free time turning from outline to
    // filled took 150 ms, and axe, run within it under load, read white text on a half-filled button). Endless
    // animations (spinners) are left running, and a paused one is waited for no longer than a second.
    const settled = Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1000))]);
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const { violations } = await inPage.run(include ? { include: [include] } : document, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, options.include);
}

/** A small file that passes for a PDF (header, 2 KB of spaces, end marker): a CV the wizard accepts. */
export function smallPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
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

/** Uploads a generated 600x800 JPEG as the signed-in person's profile photo; answers its URL for the profile. */
export async function uploadProfilePhoto(page: Page, background: string): Promise<string> {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post('/api/upload?kind=photo', {
    multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  return ((await uploaded.json()) as { url: string }).url;
}
