// Issue 16, trap 3: the signed-in navigation on a 360 px and a 320 px phone. Every item is reachable through the
// Menu disclosure (keyboard: Escape closes and gives focus back; aria-expanded and aria-controls), Sign Out stays
// in the bar, admins get the admin console, and the signed-out buttons stay on one line.
import { expect, type Page, test } from '@playwright/test';
import { createWorker, newAdminPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Nothing of the bar lies outside the screen or is clipped inside it. */
async function expectBarFits(page: Page, width: number) {
  const overflow = await nav(page).evaluate((el) => {
    const items = [...el.querySelectorAll<HTMLElement>('a, button')].filter((e) => e.offsetParent !== null);
    const clipped = [...el.querySelectorAll<HTMLElement>('*')].some(
      // Screen-reader-only text is a 1 px clipped box on purpose.
      (e) =>
        e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible',
    );
    return { right: Math.max(...items.map((e) => e.getBoundingClientRect().right)), clipped };
  });
  expect(overflow.clipped, 'a part of the bar scrolls or clips its items').toBe(false);
  expect(overflow.right).toBeLessThanOrEqual(width);
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
}

/** Opens the menu by keyboard, checks the disclosure's state and returns its panel. */
async function openMenu(page: Page) {
  const menu = nav(page).getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const panelId = await menu.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeVisible();
  return { menu, panel };
}

for (const width of [360, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('signed out: Sign In and Get Started each stay on one line', async ({ page }) => {
      await page.goto('/');
      for (const name of ['Sign In', 'Get Started']) {
        const button = nav(page).getByRole('button', { name });
        await expect(button).toBeInViewport({ ratio: 1 });
        const lines = await button.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines, `${name} wraps`).toBe(1);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('an admin reaches every item through the menu, with the keyboard, and the admin console', async ({
      page,
    }) => {
      await signIn(page, newAdminPhone(), 'Ayanda');
      await expectBarFits(page, width);
      const { menu, panel } = await openMenu(page);
      for (const name of ['Find Workers', 'My Jobs', 'Register as a Worker', 'Admin']) {
        await expect(panel.getByRole('link', { name })).toBeVisible();
      }
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Escape closes it and focus goes back to the button.
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: 'Find Workers' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();

      await openMenu(page);
      await panel.getByRole('link', { name: 'Admin' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // A followed link closes the menu and marks the page as current.
      await expect(panel).toBeHidden();
      await expectBarFits(page, width);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('a worker reaches Find Workers, the jobs pages, Upgrade Tier, Verification and Sign Out', async ({
      page,
    }) => {
      await signIn(page, (await createWorker()).phone);
      await expectBarFits(page, width);
      const { panel } = await openMenu(page);
      for (const name of ['Find Workers', 'Jobs Near Me', 'My Jobs', 'Upgrade Tier', 'Verification']) {
        await expect(panel.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
      }
      await expect(panel.getByRole('link', { name: 'Admin' })).toHaveCount(0);
      await panel.getByRole('link', { name: 'Verification' }).click();
      await expect(page).toHaveURL(/\/verification-upload$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Document Verification' })).toBeVisible();
      await expectBarFits(page, width);
      const again = await openMenu(page);
      await expect(again.panel.getByRole('link', { name: 'Verification' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);

      await nav(page).getByRole('button', { name: 'Sign Out' }).click();
      await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    });
  });
}
