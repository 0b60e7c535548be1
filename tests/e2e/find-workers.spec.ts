// Find Workers journey: place autocomplete, map and grid, skill / Verified Only / radius filters, a sort that
// really sorts, the worker profile and its Contact dialog. Map tiles cannot load here; nothing depends on them.
import { expect, test } from '@playwright/test';
import { createEmployer, newPhone } from './factories.js';
import { signIn } from './helpers.js';

test('a signed-in employer finds a verified gardener near Soweto, sorts, opens the profile and contacts them', async ({
  page,
}) => {
  const leafletRequests: string[] = [];
  page.on('request', (r) => {
    if (/leaflet/i.test(r.url())) leafletRequests.push(r.url());
  });
  // The Contact dialog shows a number only to an employer whose phone is confirmed (issue 31, decision 0287).
  await signIn(page, await createEmployer({ verified: true, firstName: 'Naledi' }));
  // The home page needs no map code.
  expect(leafletRequests).toEqual([]);

  await page.goto('/find-workers');
  await expect(page.getByRole('heading', { name: 'Set Your Location to Get Started' })).toBeVisible();

  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Sowe');
  const soweto = page.getByRole('option', { name: /^Soweto, Johannesburg, Gauteng/ });
  await expect(soweto).toBeVisible();
  await soweto.click();
  await expect(location).toHaveValue('Soweto, Johannesburg, Gauteng, South Africa');

  const heading = page.getByRole('heading', { name: /^Workers in Your Area \(\d+\+? found\)$/ });
  await expect(heading).toBeVisible();
  const cards = page.getByTestId('worker-card');
  await expect(cards.first()).toBeVisible();
  // List first (issue 22): no map code until the map is opened.
  expect(leafletRequests).toEqual([]);
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByTestId('worker-map');
  await expect(map).toHaveAttribute('data-marker-count', /^[1-9]\d*$/);
  await expect(map.locator('.worker-marker, .worker-cluster').first()).toBeVisible();
  expect(leafletRequests.length).toBeGreaterThan(0);

  // The previous answer stays on screen while a new one loads: wait until every card matches the filters and
  // the heading counts exactly the cards shown.
  // Cards show two skills then '+N more', so the full list is read from each card's data-skills.
  const settledOn = (skill: string, verified: boolean) =>
    expect
      .poll(async () => {
        const shown = await cards.evaluateAll((els) =>
          els.map((e) => ({ skills: e.getAttribute('data-skills') ?? '', text: e.textContent ?? '' })),
        );
        const count = Number((await heading.textContent())?.match(/\((\d+) found/)?.[1] ?? -1);
        return (
          count > 0 &&
          count === shown.length &&
          shown.every(
            (c) => c.skills.split('|').includes(skill) && (!verified || c.text.includes('Verified')),
          )
        );
      })
      .toBe(true);

  await page.getByLabel('Skill', { exact: true }).selectOption('Gardening');
  await settledOn('Gardening', false);

  await page.getByLabel('Verified Only').check();
  await page.getByLabel('Radius').selectOption('50');
  await settledOn('Gardening', true);
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);

  await page.getByLabel('Sort by').selectOption('rating');
  await expect
    .poll(async () => {
      const ratings = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rating'))));
      return ratings.every((r, i) => i === 0 || ratings[i - 1]! >= r) && ratings.length === count;
    })
    .toBe(true);

  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('link', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(/\/worker\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Success Rate')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verified References' })).toBeVisible();
  await expect(page.getByText('ID Verification: Verified')).toBeVisible();

  await page.getByRole('button', { name: 'Contact' }).click();
  const dialog = page.getByRole('dialog', { name: `Contact ${name}` });
  await expect(dialog).toBeVisible();
  // Written the South African way, '084 787 6561' (worker-display.spec.ts).
  await expect(dialog.getByTestId('contact-phone')).toHaveText(/^0\d{2} \d{3} \d{4}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
});

test("an unknown worker shows 'Worker Not Found'", async ({ page }) => {
  await signIn(page, newPhone());
  await page.goto('/worker/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Worker Not Found' })).toBeVisible();
});

test('a signed-out visitor is sent to sign in from Find Workers', async ({ page }) => {
  await page.goto('/find-workers');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ffind-workers/);
});
