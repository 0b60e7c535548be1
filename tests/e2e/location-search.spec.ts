// Issue 16, trap 5: the location box says when nothing matches, Enter takes the first suggestion (even typed
// faster than the suggestions arrive), and suggestions rank nearest the searcher first, with the province shown.
// A long place name chosen on a 320 px phone leaves the page as wide as the screen.
import { expect, test } from '@playwright/test';
import { newPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';
import { checkPage, expectNoOverflow, LOCATION_VALUE_SCROLLS } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

test("'Newtown' says nothing matches; 'Rosebank' + Enter searches Johannesburg's Rosebank", async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Ayanda');
  await page.goto('/find-workers');
  const location = page.getByRole('combobox', { name: 'Location' });

  await location.fill('Newtown');
  await expect(page.getByRole('status').filter({ hasText: "No places match 'Newtown'" })).toHaveText(
    "No places match 'Newtown'. Try a nearby suburb or town, check the spelling, or use your current location.",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Enter straight after typing, before the debounced suggestions have arrived.
  await location.fill('Rosebank');
  await location.press('Enter');
  await expect(location).toHaveValue('Rosebank, Johannesburg, Gauteng, South Africa');
  await expect(page.getByText('Near Rosebank, Johannesburg, Gauteng, South Africa')).toBeVisible();
  const cards = page.getByTestId('worker-card');
  await expect(cards.first()).toBeVisible();
  // Every result is in Gauteng: the search ran from Johannesburg, not Cape Town.
  await expect(page.getByRole('heading', { name: /^Workers in Your Area \(\d+\+? found\)$/ })).toBeVisible();
  const places = await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(places.some((t) => /Cape Town/.test(t))).toBe(false);

  // The list itself: nearest first, each with its province. For 300 ms the list on screen is still the one for
  // 'Rosebank' (the same two places), and Enter before the answer for 'Roseban' takes its first place: the keys
  // wait for that answer.
  const answered = page.waitForResponse((r) => r.url().includes('/api/places?q=Roseban&'));
  await location.fill('Roseban');
  await answered;
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('Rosebank, Johannesburg, Gauteng, South Africa');
  await expect(options.nth(1)).toHaveText('Rosebank, Western Cape, South Africa');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await location.press('ArrowDown');
  await location.press('ArrowDown');
  await location.press('Enter');
  await expect(page.getByText('Near Rosebank, Western Cape, South Africa')).toBeVisible();
});

test('long place names (Afrikaans, isiXhosa) chosen at 320 px: the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, newPhone(), 'Lindiwe');
  await page.goto('/find-workers');
  const location = page.getByRole('combobox', { name: 'Location' });
  const results = page.getByRole('heading', { name: /^Workers in Your Area \(\d+\+? found\)$/ });
  const places = [
    'Bloemfontein, Free State, South Africa',
    'Nomathamasanqa, Eastern Cape, South Africa',
    'Buffeljagsrivier, Western Cape, South Africa',
    'Pietermaritzburg, KwaZulu-Natal, South Africa',
  ];
  for (const place of places) {
    await location.fill(place.split(',')[0] ?? place);
    await page.getByRole('option', { name: place }).click();
    await expect(location).toHaveValue(place);
    await expect(page.getByText(`Near ${place}`)).toBeVisible();
    await expect(results).toBeVisible();
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 640 });
      await expectNoOverflow(page, { except: [LOCATION_VALUE_SCROLLS] });
      const box = await location.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 320, height: 640 });
  }
  await checkPage(page, { except: [LOCATION_VALUE_SCROLLS] });
});
