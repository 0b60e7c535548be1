// Issue 16, trap 7: the landing page's and footer's buttons keep their intent through sign-in (workers to the
// wizard, employers to Find Workers), a visitor who was never signed in is not told they were logged out, and
// returnTo only ever leads to a path of this site.
import { expect, type Page, test } from '@playwright/test';
import { newPhone } from './factories.js';
import { enterCodeInDialog, loginDialog, seriousAxeViolations } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

/** Signs in through the dialog that is already open (the page navigated to /login?returnTo=...). */
async function signInThroughOpenDialog(page: Page, phone: string) {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await enterCodeInDialog(page, phone);
}

const WIZARD = { url: /\/register-worker$/, heading: 'Create Your Worker Profile' };
const FIND = { url: /\/find-workers$/, heading: 'Find Workers' };

const BUTTONS = [
  { name: "I'm Looking for Work", where: 'hero', to: WIZARD, phone: newPhone() },
  { name: 'Create My Profile', where: 'Worker Sign Up card', to: WIZARD, phone: newPhone() },
  { name: "I'm Hiring", where: 'hero', to: FIND, phone: newPhone() },
  { name: 'Start Browsing', where: 'Browse Workers card', to: FIND, phone: newPhone() },
] as const;

for (const button of BUTTONS) {
  test(`'${button.name}' (${button.where}) leads through sign-in to ${button.to.heading}`, async ({
    page,
  }) => {
    await page.goto('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: button.name }).click();
    await signInThroughOpenDialog(page, button.phone);
    await expect(page).toHaveURL(button.to.url);
    await expect(page.getByRole('heading', { level: 1, name: button.to.heading })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("the footer's Find Workers leads through sign-in to Find Workers", async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find Workers' }).click();
  await signInThroughOpenDialog(page, newPhone());
  await expect(page).toHaveURL(FIND.url);
  await expect(page.getByRole('heading', { level: 1, name: FIND.heading })).toBeVisible();
});

test("the footer's Create a Profile: a first-time visitor is not told they were logged out, and reaches the wizard", async ({
  page,
}) => {
  // Records whether the notice ever appears on the page, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('You are logged out. Logging in again...')) {
        (window as unknown as { sawNotice: boolean }).sawNotice = true;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Create a Profile' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fregister-worker$/);
  await signInThroughOpenDialog(page, newPhone());
  await expect(page).toHaveURL(WIZARD.url);
  expect(await page.evaluate(() => (window as unknown as { sawNotice?: boolean }).sawNotice ?? false)).toBe(
    false,
  );
});

test('someone who was signed in on this browser is told, once logged out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: "I'm Hiring" }).click();
  await signInThroughOpenDialog(page, newPhone());
  await expect(page).toHaveURL(FIND.url);
  await page.request.post('/api/auth/logout');
  await page.goto('/find-workers');
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ffind-workers$/);
});

for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
  test(`returnTo ${evil} is refused: sign-in lands on this site's home page`, async ({ page }) => {
    await page.goto(`/login?returnTo=${encodeURIComponent(evil)}`);
    await signInThroughOpenDialog(page, newPhone());
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });
}
