// Journey (issue 17): the signed-in app in the worker's language. The registration wizard and the worker dashboard
// speak isiZulu once the account's language is isiZulu (validation messages included), and the wizard holds its
// layout at 320 px in isiXhosa, whose words are among the longest: no sideways scrolling, no clipped button.
import { expect, type Page, test } from '@playwright/test';
import { createWorker, newPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

/** Signs in (in English, as the helper reads the English dialog) and saves `language` on the account. */
async function signInSpeaking(page: Page, phone: string, language: 'zu' | 'xh') {
  await signIn(page, phone);
  const saved = await page.request.patch('/api/me', { data: { language } });
  expect(saved.ok()).toBe(true);
}

/** Buttons whose text overflows them or that reach past the viewport's edge: "text (why)" lines. */
async function clippedButtons(page: Page, width: number): Promise<string[]> {
  return page.locator('button:visible, a[role="button"]:visible, label:has(input[type="file"])').evaluateAll(
    (elements, viewport) =>
      elements.flatMap((el) => {
        const box = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim();
        if (el.scrollWidth > el.clientWidth + 1) return [`${text} (text wider than the button)`];
        if (box.left < 0 || box.right > viewport + 1) return [`${text} (outside the screen)`];
        return [];
      }),
    width,
  );
}

test('the wizard and the worker dashboard speak isiZulu, validation messages included', async ({ page }) => {
  const phone = newPhone();
  await signInSpeaking(page, phone, 'zu');
  await page.goto('/register-worker');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await expect(page.getByRole('heading', { name: 'Dala iphrofayela yakho yesisebenzi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imininingwane yomuntu siqu' })).toBeVisible();
  await page.getByRole('button', { name: 'Isinyathelo esilandelayo' }).click();
  await expect(page.getByText('Sicela ukhethe okungenani ikhono elilodwa')).toBeVisible();
  await expect(page.getByText('Sicela ukhethe ukutholakala kwakho')).toBeVisible();
  await expect(page.getByText('Next Step')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A listed worker of the journey's own.
  const workerPhone = (await createWorker()).phone;
  await page.context().clearCookies();
  await signInSpeaking(page, workerPhone, 'zu');
  await page.goto('/worker-dashboard');
  await expect(page.getByRole('heading', { name: 'Ideshibhodi yesisebenzi' })).toBeVisible();
  await expect(page.getByText('Isimo sohlu', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buka iphrofayela yomphakathi' })).toBeVisible();
  await expect(page.getByText('Listing Status')).toHaveCount(0);
});

test.describe('at 320 px in isiXhosa', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('the wizard has no sideways scroll and no clipped button', async ({ page }, info) => {
    const phone = newPhone();
    await signInSpeaking(page, phone, 'xh');
    await page.goto('/register-worker');
    await expect(
      page.getByRole('heading', { name: 'Yenza iprofayili yakho yomntu osebenzayo' }),
    ).toBeVisible();
    // The validation messages are the step's longest state.
    await page.getByRole('button', { name: 'Inyathelo elilandelayo' }).click();
    await expect(page.getByText('Nceda ukhethe ukufumaneka kwakho')).toBeVisible();
    await page.getByRole('button', { name: 'Yongeza imbali yomsebenzi ngesandla' }).click();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await clippedButtons(page, 320)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    // With the test's report, not in docs/: a test run must not rewrite tracked files (the README's screenshots
    // are retaken by `npm run screens`).
    await info.attach('wizard-xh-320', {
      body: await page.screenshot({ scale: 'css' }),
      contentType: 'image/png',
    });
  });
});
