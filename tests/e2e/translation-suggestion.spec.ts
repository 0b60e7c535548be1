// Issue 17: "Suggest a better translation" in the footer. A visitor reading isiZulu, not signed in, proposes better
// wording from the footer by keyboard; an admin finds it under Translations in the console and marks it done.
import { expect, test } from '@playwright/test';
import { newAdminPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 780 } });

test('a visitor suggests better isiZulu wording from the footer; an admin reads it and marks it done', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'zu', url: baseURL! }]);
  // A press on the prerendered button before the page has hydrated does nothing (CI saw it once under load): the
  // session check, which the app starts from its first commit, says the page's handlers are in.
  const hydrated = page.waitForRequest('**/api/auth/refresh');
  await page.goto('/zu/about');
  await hydrated;
  const open = page.getByRole('contentinfo').getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Phakamisa ukuhumusha okungcono' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Ulimi')).toHaveValue('zu');
  await expect(dialog).toContainText('/zu/about');
  expect(await seriousAxeViolations(page, { include: 'dialog[open]' })).toEqual([]);

  // Sending nothing says what is missing, in isiZulu, and sends nothing.
  await dialog.getByRole('button', { name: 'Thumela isiphakamiso' }).click();
  await expect(dialog).toContainText('Sicela ubhale ukuhumusha kwakho okungcono');

  const proposal = `Qasha eduze nawe ${Date.now()}`;
  await dialog.getByLabel('Amagama asekhasini manje (uma uthanda)').fill('Qasha endaweni yakini');
  await dialog.getByLabel('Ukuhumusha kwakho okungcono').fill(proposal);
  await dialog.getByRole('button', { name: 'Thumela isiphakamiso' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Isiphakamiso sithunyelwe').first()).toBeVisible();

  await context.clearCookies();
  await signIn(page, newAdminPhone());
  await page.goto('/admin/translations');
  const card = page.getByTestId('admin-suggestion').filter({ hasText: proposal });
  await expect(card).toContainText('isiZulu');
  await expect(card).toContainText('/zu/about');
  await expect(card).toContainText('Qasha endaweni yakini');
  await expect(card).toContainText('From a visitor who was not signed in');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByTestId('admin-suggestion').filter({ hasText: proposal })).toHaveCount(0);
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByTestId('admin-suggestion').filter({ hasText: proposal })).toBeVisible();
});
