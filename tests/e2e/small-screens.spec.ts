// Journeys of issue 32 (items 1-3): the first screens a new person meets hold a small phone's width, in English and
// in the long-word languages. The signed-in home page with its "Recommended for you" list at 360 and 320 px, the
// landing at 320 px, and Jobs Near Me in isiXhosa, Sesotho, Setswana and Sepedi, with the overflow check and axe
// on every page.
import { expect, test } from '@playwright/test';
import { createEmployer, createJobPost, dateIn, newPhone, saveLanguage } from './factories.js';
import { pickSoweto, signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';

/** Soweto, where the demo workers are. */
const SOWETO = { lat: -26.2485, lng: 27.854 };

for (const language of ['en', 'zu'] as const) {
  test(`the signed-in home page holds 360 and 320 px once the person has searched (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, newPhone(), 'Nomsa');
    await saveLanguage(page.request, language);
    // A search remembers the place: the home page then recommends workers near it.
    const search = await page.request.get(
      `/api/workers/search?lat=${SOWETO.lat}&lng=${SOWETO.lng}&radius=20&skill=Cleaning`,
    );
    expect(search.ok()).toBe(true);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('recommended-worker').first()).toBeVisible();
    await checkPage(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await checkPage(page);
    // The worker card's button is whole: its text fits inside it and it ends inside the screen.
    const register = page.getByRole('link', { name: /R1/ }).first();
    const box = await register.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  });
}

test('the landing page at 320 px: no sideways scrolling, "Get Started" whole in the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const start = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' });
  await expect(start).toBeVisible();
  expect(await start.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await checkPage(page);
  // The first screen in isiXhosa, the longest words of the seven.
  await page.goto('/xh/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
  await checkPage(page);
});

test('Jobs Near Me holds 360 px in isiXhosa, Sesotho, Setswana and Sepedi', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const title = `Windows and yard ${newPhone().slice(-7)}`;
  const employer = await createEmployer({ verified: true, firstName: 'Thandeka' });
  await createJobPost(employer, { title, startDate: dateIn(10) });
  await signIn(page, newPhone(), 'Sipho');
  for (const language of ['xh', 'st', 'tn', 'nso']) {
    await saveLanguage(page.request, language);
    await page.goto('/jobs/near-me');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await pickSoweto(page);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await checkPage(page);
  }
});
