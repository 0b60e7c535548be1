// Issue 16, traps 8, 9 and 13 (Find Workers and the profile): a worker without reviews reads 'New' with no success
// rate (cards, map popups, profile); clusters are neutral and a text legend names the tier colours; a search past
// 100 matches says to narrow it; the Contact dialog writes the number the South African way.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createEmployer, newPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

async function searchJohannesburg(page: Page) {
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Johannesburg');
  await page
    .getByRole('option', { name: /^Johannesburg, Gauteng/ })
    .first()
    .click();
  await page.getByLabel('Radius').selectOption('50');
  await expect(page.getByRole('heading', { name: 'Workers in Your Area (100+ found)' })).toBeVisible();
}

/** Whether Leaflet or its cluster plugin is still animating a zoom. */
function zooming(map: Locator): Promise<boolean> {
  return map.evaluate((el) => el.querySelector('.leaflet-zoom-anim, .leaflet-cluster-anim') !== null);
}

/** The index of a single marker whose middle is inside the map and not under anything else; -1 when none is. */
function markerOnTop(map: Locator): Promise<number> {
  return map.evaluate((el) => {
    const area = el.getBoundingClientRect();
    return Array.from(el.querySelectorAll('.worker-marker')).findIndex((marker) => {
      const box = marker.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inside = x > area.left && x < area.right && y > area.top && y < area.bottom;
      return inside && marker.contains(document.elementFromPoint(x, y));
    });
  });
}

test('a search past 100 says to narrow it; neutral clusters, a legend, and popups that say New', async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Palesa');
  await page.goto('/find-workers');
  await searchJohannesburg(page);
  await expect(page.getByRole('status').filter({ hasText: 'More than 100 workers match' })).toHaveText(
    'More than 100 workers match: only the 100 nearest can be listed. To see others, narrow your search with a smaller radius, a skill or Verified Only.',
  );

  await page.getByRole('button', { name: 'Show map' }).click();
  // The legend says in words what each colour means.
  const legend = page.getByRole('list', { name: 'Marker colours:' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Premium (gold)',
    'Verified (green)',
    'Basic (grey)',
    'Number: a group of workers (zoom in)',
  ]);

  // Clusters are one neutral colour whatever they hold; the plugin's green/yellow/orange classes are gone.
  const map = page.getByTestId('worker-map');
  const cluster = map.locator('.worker-cluster').first();
  await expect(cluster).toBeVisible();
  await expect(
    map.locator('.marker-cluster-small, .marker-cluster-medium, .marker-cluster-large'),
  ).toHaveCount(0);
  const colours = await map
    .locator('.worker-cluster')
    .evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).backgroundColor))]);
  expect(colours).toEqual(['rgb(51, 65, 85)']);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Cards: nobody shows a rating of 0.0 from 0 reviews; the unreviewed read 'New'.
  const cards = page.getByTestId('worker-card');
  await expect(cards.first()).toBeVisible();
  const texts = await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(texts.filter((t) => /0\.0\s*\(0\)/.test(t))).toEqual([]);
  const fresh = cards.filter({ hasText: /New/ }).first();
  await expect(fresh).toBeVisible();

  // A popup on the map: zoom into a cluster until a single marker shows, then open it. A marker may be in the page
  // but off the map's edge, or under a cluster, while a zoom is still moving; only one the map shows whole and on
  // top is clicked, as a person would (a forced click on the first one found could land on nothing).
  let marker = -1;
  for (let i = 0; i < 8 && marker < 0; i++) {
    await expect.poll(() => zooming(map), { message: 'the zoom settles' }).toBe(false);
    marker = await markerOnTop(map);
    if (marker < 0) await map.locator('.worker-cluster').first().click();
  }
  expect(marker, 'a single marker shows after zooming in').toBeGreaterThanOrEqual(0);
  await map.locator('.worker-marker').nth(marker).click();
  const popup = map.locator('.leaflet-popup-content');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.worker-popup-rating')).toHaveText(/^(New|★ \d\.\d \([1-9]\d*\))$/);
});

test('the profile of a worker without reviews says New, shows no success rate, and Contact shows 0XX XXX XXXX', async ({
  page,
}) => {
  // The Contact dialog shows a number only to an employer whose phone is confirmed (issue 31, decision 0287).
  await signIn(page, await createEmployer({ verified: true, firstName: 'Themba' }));
  await page.goto('/find-workers');
  await searchJohannesburg(page);
  const fresh = page.getByTestId('worker-card').filter({ hasText: /New/ }).first();
  const name = ((await fresh.getByRole('heading').textContent()) ?? '').trim();
  await fresh.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
  await expect(page.getByText('Success Rate')).toHaveCount(0);
  await expect(page.getByText('0.0 (0 reviews)')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Contact' }).click();
  const dialog = page.getByRole('dialog', { name: `Contact ${name}` });
  await expect(dialog.getByTestId('contact-phone')).toHaveText(/^0\d{2} \d{3} \d{4}$/);
  // The call and WhatsApp links keep the full international number.
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+27\d{9}$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
