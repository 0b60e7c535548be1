// Journeys that read what the whole site holds (every review) and would see another journey's writes land between
// two of their steps: they run after all the others, one at a time (playwright.config.ts, decision 0261). They only
// read, so nothing here changes what another journey sees.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_REVIEWS_PAGE_SIZE } from '../../src/shared/schemas/admin.js';
import { newAdminPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

/** A reviewed demo worker in Gqeberha (the demo's reviews are spread over its workers), read through the API. */
async function reviewedDemoWorker(page: Page): Promise<{ fullName: string }> {
  const search = await page.request.get('/api/workers/search?lat=-33.9608&lng=25.6022&radius=20&limit=100');
  const { workers } = (await search.json()) as { workers: { id: string; totalReviews: number }[] };
  const pick = workers.find((w) => w.totalReviews > 0)!;
  return (await (await page.request.get(`/api/workers/${pick.id}`)).json()) as { fullName: string };
}

test('an admin pages through all the reviews, a page at a time, and a search starts at its first page', async ({
  page,
}) => {
  await signIn(page, newAdminPhone());
  const worker = await reviewedDemoWorker(page);
  await page.goto('/admin/reviews');
  // All the demo's reviews, a page at a time (decision 0239): a page is a few screens on a phone, not tens.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const cards = page.getByTestId('admin-review');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(/Page 1 of \d+/);
  const pages = Number((await pager.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pages).toBeGreaterThan(2);
  await expect(cards).toHaveCount(ADMIN_REVIEWS_PAGE_SIZE);
  await expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`admin reviews page 1 at 360 px: ${height} px tall, ${pages} pages`);
  expect(height).toBeLessThan(10_000);
  const firstPage = await cards.allTextContents();
  await pager.getByRole('button', { name: 'Older' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(cards).toHaveCount(ADMIN_REVIEWS_PAGE_SIZE);
  // The next page starts at the top, with other reviews.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await cards.allTextContents()).not.toEqual(firstPage);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await pager.getByRole('button', { name: 'Older' }).click();
  await expect(pager).toContainText(`Page 3 of ${pages}`);
  await pager.getByRole('button', { name: 'Newer' }).click();
  await pager.getByRole('button', { name: 'Newer' }).click();
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  expect(await cards.allTextContents()).toEqual(firstPage);
  // A search starts again at its first page.
  await pager.getByRole('button', { name: 'Older' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await page.getByLabel('Find reviews by worker, employer or words').fill(worker.fullName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards.first()).toContainText(worker.fullName);
  await expect(page.getByText(/^Page [2-9]\d* of/)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
