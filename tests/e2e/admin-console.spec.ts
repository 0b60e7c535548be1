// The admin console (issue 20) at 360 px: an employer reports a review and the admin hides it from the reports
// queue; an admin suspends a worker from the console and her sign-in is refused; the dashboard's charts draw the
// demo data. Each screen passes axe. Paging through every review is admin-reviews.whole-site.spec.ts.
import { expect, test } from '@playwright/test';
import {
  createAcceptedHire,
  createEmployer,
  createJobPost,
  createReview,
  createWorker,
  newAdminPhone,
  remotePosition,
  uniqueName,
} from './factories.js';
import { loginDialog, seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

interface Profile {
  reviews: { id: string; review: string | null }[];
}

test('an employer reports a review and the admin hides it from the reports queue', async ({ page }) => {
  // A worker of the journey's own, reviewed by an employer whose hire she accepted (and who she rated back, so
  // the review shows); another employer, Karen,
  // reports the review; an admin of the journey's own hides it.
  const worker = await createWorker({ fullName: uniqueName('Nosipho') });
  const author = await createEmployer({ verified: true, firstName: 'Pieter' });
  const hireId = await createAcceptedHire(author, worker);
  const review = {
    id: await createReview(author, worker, hireId, 'Lazy, and her whole family is the same.'),
  };
  const EMPLOYER_PHONE = await createEmployer({ firstName: 'Karen' });
  const ADMIN_PHONE = newAdminPhone();
  await signIn(page, EMPLOYER_PHONE);
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
  const after = (await (await page.request.get(`/api/workers/${worker.id}`)).json()) as Profile;
  expect(after.reviews.map((r) => r.id)).not.toContain(review.id);
  await page.goto('/admin/reviews');
  await page.getByRole('button', { name: 'Hidden', exact: true }).click();
  await expect(
    page.getByTestId('admin-review').filter({ hasText: 'Personal insults are not allowed' }),
  ).toHaveCount(1);
});

test('an employer reports another employer’s job and the admin hides it', async ({ page }) => {
  // A job of the journey's own, where no other journey looks for jobs, posted by another employer.
  const where = remotePosition();
  const job = {
    id: await createJobPost(await createEmployer({ verified: true }), {
      title: 'Cook for a family lunch',
      ...where,
    }),
  };
  const ADMIN_PHONE = newAdminPhone();
  await signIn(page, await createEmployer());
  const nearbyUrl = `/api/jobs/nearby?lat=${where.latitude}&lng=${where.longitude}&radius=10`;
  const before = await page.request.get(nearbyUrl);
  expect(((await before.json()) as { jobs: { id: string }[] }).jobs.map((j) => j.id)).toContain(job.id);
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
  const after = await page.request.get(nearbyUrl);
  expect(((await after.json()) as { jobs: { id: string }[] }).jobs.map((j) => j.id)).not.toContain(job.id);
});

test('an admin suspends a worker from the console, her sign-in is refused, and the suspension is lifted', async ({
  page,
}) => {
  // A worker of the journey's own, somewhere only she is listed; an admin of the journey's own.
  const where = remotePosition();
  const made = await createWorker({ fullName: uniqueName('Dineo'), ...where });
  const worker = { id: made.id, fullName: made.fullName, phoneNumber: `+27${made.phone.slice(1)}` };
  const ADMIN_PHONE = newAdminPhone();
  const searchUrl = `/api/workers/search?lat=${where.latitude}&lng=${where.longitude}&radius=20&limit=100`;
  await signIn(page, ADMIN_PHONE);
  const listed = await page.request.get(searchUrl);
  expect(((await listed.json()) as { workers: { id: string }[] }).workers.map((w) => w.id)).toContain(
    worker.id,
  );
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
  const search = await page.request.get(searchUrl);
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
  // Reads the demo's history only: other journeys add to this week's figures, never take away.
  await signIn(page, newAdminPhone());
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
