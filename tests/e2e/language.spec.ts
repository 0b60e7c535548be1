// Journey (issue 17): the footer's language switcher. The first visit guesses from the browser's language, a
// visitor's choice survives a reload (the lang cookie) and is saved on the account at sign-in; a signed-in change
// goes to the account (PATCH /api/me).
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ locale: 'zu-ZA' });

// The label is itself translated (Language, Ulimi, Taal…), so the footer's one language select is found by its
// options, which every language shows by its own name.
const switcher = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('combobox')
    .filter({ has: page.locator('option[value="zu"]') });

test('the switcher guesses isiZulu, keeps Afrikaans across a reload and sign-in, and saves a later change', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(switcher(page)).toHaveValue('zu');
  await expect(switcher(page).locator('option')).toHaveText([
    'isiZulu',
    'isiXhosa',
    'Afrikaans',
    'Sepedi',
    'Sesotho',
    'Setswana',
    'English',
  ]);
  expect(await seriousAxeViolations(page, { include: 'footer' })).toEqual([]);

  await switcher(page).selectOption({ label: 'Afrikaans' });
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('af');
  await page.reload();
  await expect(switcher(page)).toHaveValue('af');

  const phone = `0716${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await signIn(page, phone, undefined, {
    labels: {
      phone: 'Foonnommer',
      send: 'Stuur kode',
      name: 'Jou naam (opsioneel)',
      code: 'Verifikasiekode',
      verify: 'Verifieer en meld aan',
    },
  });
  const user = await page.request.get('/api/auth/user');
  expect((await user.json()).language).toBe('af');
  await expect(switcher(page)).toHaveValue('af');

  await switcher(page).selectOption({ label: 'Sesotho' });
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/user')).json()).language)
    .toBe('st');
  await page.reload();
  await expect(switcher(page)).toHaveValue('st');
});
