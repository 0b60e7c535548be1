// The admin console (issue 20) at 360 px: an employer reports a review and the admin hides it from the reports
// queue, then pages through the reviews; an admin suspends a worker from the console and her sign-in is refused;
// the dashboard's charts draw the demo data. Each screen passes axe.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_REVIEWS_PAGE_SIZE } from '../../src/shared/schemas/admin.js';
import { loginDialog, seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

const ADMIN_PHONE = '0820000001';
const EMPLOYER_PHONE = '0820000002';

interface DemoProfile {
  id: string;
  fullName: string;
  phoneNumber: string;
  reviews: { id: string; review: string | null }[];
}

/** A reviewed demo worker in a city no other journey hires in, read through the API as the signed-in user. */
async function reviewedWorker(
  page: Page,
  place: { lat: number; lng: number },
  index: number,
): Promise<DemoProfile> {
  const search = await page.request.get(
    `/api/workers/search?lat=${place.lat}&lng=${place.lng}&radius=20&limit=100`,
  );
  const { workers } = (await search.json()) as { workers: { id: string; totalReviews: number }[] };
  const pick = workers.filter((w) => w.totalReviews > 0)[index]!;
  return (await (await page.request.get(`/api/workers/${pick.id}`)).json()) as DemoProfile;
}

const GQEBERHA = { lat: -33.9608, lng: 25.6022 };
const BLOEMFONTEIN = { lat: -29.0852, lng: 26.1596 };

test('an employer reports a review and the admin hides it from the reports queue', async ({ page }) => {
  await signIn(page, EMPLOYER_PHONE);
  const worker = await reviewedWorker(page, GQEBERHA, 0);
  const review = worker.reviews[0]!;
  await page.goto(`/worker/${worker.id}`);
  await page.getByRole('button', { name: 'Report this review' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Report to Work Local' });
  await expect(dialog).toContainText('we never tell the person who reported them');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Offensive or untrue content' }).check();
  await dialog.getByLabel('What happened? (optional)').fill('This review insults her family.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.context().clearCookies();
  await signIn(page, ADMIN_PHONE, undefined, { returnTo: '/admin/reports' });
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const card = page.getByTestId('admin-report').filter({ hasText: 'This review insults her family.' });
  await expect(card).toContainText(worker.fullName);
  await expect(card).toContainText('Offensive or untrue content');
  // The admins see who reported it.
  await expect(card).toContainText('Karen');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Hide the review' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide the review' });
  await hide.getByLabel('Reason (shown to the author)').fill('Personal insults are not allowed');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await hide.getByRole('button', { name: 'Hide the review' }).click();
  await expect(page.getByText('Report resolved', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Gone from the profile, for everyone but its author.
  const after = (await (await page.request.get(`/api/workers/${worker.id}`)).json()) as DemoProfile;
  expect(after.reviews.map((r) => r.id)).not.toContain(review.id);
  await page.goto('/admin/reviews');
  await page.getByRole('button', { name: 'Hidden', exact: true }).click();
  await expect(
    page.getByTestId('admin-review').filter({ hasText: 'Personal insults are not allowed' }),
  ).toHaveCount(1);

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

test('an employer reports another employer’s job and the admin hides it', async ({ page }) => {
  await signIn(page, EMPLOYER_PHONE);
  // A demo job in Durban (Berea), posted by another demo employer.
  const nearby = await page.request.get('/api/jobs/nearby?lat=-29.8497&lng=31.0017&radius=10');
  const { jobs } = (await nearby.json()) as { jobs: { id: string; title: string }[] };
  const job = jobs.find((j) => j.title === 'Cook for a family lunch')!;
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to Work Local' });
  await dialog.getByRole('radio', { name: 'A scam, or asking for money' }).check();
  await dialog.getByLabel('What happened? (optional)').fill('Asked me to pay R200 to apply.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, ADMIN_PHONE, undefined, { returnTo: '/admin/reports' });
  const card = page.getByTestId('admin-report').filter({ hasText: 'Asked me to pay R200 to apply.' });
  await expect(card).toContainText('Cook for a family lunch');
  await expect(card.getByRole('button', { name: 'Hide the review' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Hide the job' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide the job' });
  await hide.getByRole('textbox', { name: /^Reason \(for the admins/ }).fill('Charging workers to apply');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await hide.getByRole('button', { name: 'Hide the job' }).click();
  await expect(page.getByText('Report resolved', { exact: true })).toBeVisible();
  const after = await page.request.get('/api/jobs/nearby?lat=-29.8497&lng=31.0017&radius=10');
  expect(((await after.json()) as { jobs: { id: string }[] }).jobs.map((j) => j.id)).not.toContain(job.id);
});

test('an admin suspends a worker from the console, her sign-in is refused, and the suspension is lifted', async ({
  page,
}) => {
  await signIn(page, ADMIN_PHONE);
  const worker = await reviewedWorker(page, BLOEMFONTEIN, 1);
  await page.goto('/admin/users');
  await page.getByLabel('Find a user by phone or name').fill(worker.phoneNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByTestId('admin-user').filter({ hasText: worker.fullName });
  await expect(card).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${worker.fullName}?` });
  await dialog.getByLabel('Reason (for the admins and the audit log)').fill('Asked employers for deposits');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User suspended', { exact: true })).toBeVisible();
  await expect(card).toContainText('Asked employers for deposits');
  await expect(card.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  // Out of search at once.
  const search = await page.request.get(
    `/api/workers/search?lat=${BLOEMFONTEIN.lat}&lng=${BLOEMFONTEIN.lng}&radius=20&limit=100`,
  );
  expect(((await search.json()) as { workers: { id: string }[] }).workers.map((w) => w.id)).not.toContain(
    worker.id,
  );

  // Her sign-in: the right code, and a clear refusal.
  await page.context().clearCookies();
  await page.goto('/login');
  const login = loginDialog(page);
  await login.getByLabel('Phone Number').fill(worker.phoneNumber);
  await login.getByRole('button', { name: 'Send Code' }).click();
  const code = (await login.getByTestId('development-otp').textContent())?.trim() ?? '';
  await login.getByLabel('Verification Code').fill(code);
  await login.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByText(/This account has been suspended by Work Local/).first()).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, ADMIN_PHONE, undefined, { returnTo: '/admin/users' });
  await page.getByLabel('Find a user by phone or name').fill(worker.phoneNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('admin-user').getByRole('button', { name: 'Lift suspension' }).click();
  await expect(page.getByText('Suspension lifted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('admin-user').getByRole('button', { name: 'Suspend' })).toBeVisible();
});

test('the dashboard draws the demo data: weekly charts and the verification queue', async ({ page }) => {
  await signIn(page, ADMIN_PHONE);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('chart')).toHaveCount(5);
  for (const title of [
    'Sign-ups per week',
    'Live listings at the end of each week',
    'Hire requests per week',
    'Revenue per week',
  ]) {
    const figure = page.getByRole('figure', { name: new RegExp(`^${title}`) });
    await expect(figure).toContainText(/in the last twelve weeks|live now/);
    // Twelve weeks in the figures' table (behind "Show the figures"), and the demo gives most of them something.
    await figure.getByText('Show the figures').click();
    const cells = figure.getByRole('table').locator('tbody td');
    await expect(cells).toHaveCount(12);
    const values = await cells.allTextContents();
    expect(values.filter((v) => !/^R?0$/.test(v.trim())).length, title).toBeGreaterThanOrEqual(8);
    // The bars drawn: one column per week, most of them with a height.
    const heights = await figure
      .locator('[style*="height"]')
      .evaluateAll((bars) => bars.map((b) => Number.parseFloat((b as HTMLElement).style.height)));
    expect(heights).toHaveLength(12);
    expect(heights.filter((h) => h > 0).length, title).toBeGreaterThanOrEqual(8);
  }
  const queue = page.getByRole('figure', { name: /^Documents waiting for verification/ });
  await expect(queue).toContainText('Over a week');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The console's menu reaches the verification queue, which kept its heading.
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Verifications' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Management' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
