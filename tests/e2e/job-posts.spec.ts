// Job posts at 360 px (issue 18): an employer follows 'Post a Job' from the footer through sign-in to the form, sees
// the minimum-wage hint as the pay is typed and posts the job; a worker nearby finds it in Jobs Near Me and applies;
// the employer hires them from the applicants; the worker accepts and then sees the job's address. Axe on each page.
import { expect, type Page, test } from '@playwright/test';
import { createEmployer, createWorker, uniqueName } from './factories.js';
import { enterCodeInDialog, seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 780 } });
const TITLE = 'Clear the back garden';
const ADDRESS = '27 Mahalefele Road';

async function switchUser(page: Page, phone: string) {
  await page.context().clearCookies();
  await signIn(page, phone);
}

test('an employer posts a job, a nearby worker applies, the employer hires them, the worker accepts', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // An employer whose phone is confirmed (what posting needs), of this journey's own.
  const EMPLOYER_PHONE = await createEmployer({ verified: true });

  // 'Post a Job' in the footer goes to the form, through sign-in.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fjobs%2Fnew$/);
  await enterCodeInDialog(page, EMPLOYER_PHONE);
  await expect(page).toHaveURL(/\/jobs\/new$/);
  await expect(page.getByRole('heading', { name: 'Post a Job', level: 1 })).toBeVisible();

  await page.getByLabel('Title').fill(TITLE);
  await page
    .getByLabel('Description')
    .fill('Cut the grass, pull the weeds and take the cuttings to the drop-off.');
  await page.getByRole('checkbox', { name: 'Gardening' }).check();
  await page.getByPlaceholder('Type a suburb or town').fill('Soweto');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: /^Soweto, Johannesburg/ }).click();
  await expect(page.getByLabel('Suburb or area')).toHaveValue(/\S/);
  await expect(page.getByLabel('City')).toHaveValue(/\S/);
  await page.getByLabel('Street address').fill(ADDRESS);
  await page.getByLabel('Hours a day').fill('6');
  await page.getByRole('radio', { name: 'Per day' }).check();

  // The minimum wage as the pay is typed: 6 hours at R30.23 is R181.38 a day.
  await page.getByLabel('Pay in rand').fill('R150');
  await expect(page.getByText(/so at least R181\.38 for a day/)).toBeVisible();
  await page.getByLabel('Pay in rand').fill('R350');
  await expect(page.getByText(/so at least R181\.38 for a day/)).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Post the job' }).click();

  await expect(page).toHaveURL(/\/jobs\/mine\?posted=/);
  const posted = page.getByTestId('my-job').filter({ hasText: TITLE });
  await expect(posted).toContainText('0 applied · 0 of 1 hired');
  const jobId = new URL(page.url()).searchParams.get('posted') ?? '';

  // A listed gardener of the journey's own, at the job's own position (well within its 10 km).
  const job = await (await page.request.get(`/api/jobs/${jobId}`)).json();
  const gardener = await createWorker({
    fullName: uniqueName('Mpho'),
    skills: ['Gardening'],
    latitude: Number(job.latitude),
    longitude: Number(job.longitude),
  });
  const profile = { phoneNumber: gardener.phone };

  // The worker finds it in Jobs Near Me (from the menu) and applies.
  await switchUser(page, profile.phoneNumber);
  await page.getByRole('button', { name: 'Menu' }).click();
  // The menu's link: a new worker's home page offers Jobs Near Me too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs Near Me' }).click();
  await expect(page).toHaveURL(/\/jobs\/near-me$/);
  const listed = page.getByRole('list', { name: 'Jobs near you' }).getByRole('link', { name: TITLE });
  await expect(listed).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await listed.click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText(ADDRESS)).toBeHidden();
  await page.getByLabel('A short message to the employer (optional)').fill('I can start on Saturday.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Apply for this job' }).click();
  await expect(
    page.getByText('You applied. The employer will be in touch through Work Local.'),
  ).toBeVisible();

  // The employer hires them from the applicants.
  await switchUser(page, EMPLOYER_PHONE);
  await page.goto('/jobs/mine');
  const card = page.getByTestId('my-job').filter({ hasText: TITLE });
  await expect(card).toContainText('1 applied · 0 of 1 hired');
  const applicant = card.getByTestId('applicant').filter({ hasText: gardener.fullName });
  await expect(applicant).toContainText('I can start on Saturday.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await applicant.getByRole('button', { name: `Hire ${gardener.fullName}` }).click();
  await expect(page.getByText('Hire request sent', { exact: true })).toBeVisible();
  await expect(applicant).toContainText('Hire requested: waiting for the worker');
  await expect(card).toContainText('Filled');

  // The worker accepts on the dashboard, and the job page now shows where to go.
  await switchUser(page, profile.phoneNumber);
  await page.goto('/worker-dashboard');
  const requests = page.getByTestId('pending-hires');
  // The request says what the work is (issue 33): the job, where it is, its start, hours and pay.
  const work = requests.getByTestId('requested-work');
  await expect(work).toContainText(`Job: ${TITLE} (`);
  await expect(work).toContainText(/From \d{1,2} [A-Z][a-z]+ \d{4}, 6 hours a day/);
  await expect(work).toContainText('R350 a day');
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Hire accepted', { exact: true })).toBeVisible();
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText('Hired: the worker accepted')).toBeVisible();
  await expect(page.getByText(new RegExp(ADDRESS))).toBeVisible();
});

test('job alerts are off until the worker turns them on from the dashboard', async ({ page }) => {
  await signIn(page, (await createWorker()).phone);
  await page.goto('/worker-dashboard');
  const toggle = page.getByRole('checkbox', { name: 'Send me job alerts' });
  await expect(toggle).not.toBeChecked();
  // The box shows the saved setting, so it turns on when the server has answered, not at the click itself
  // (check() demands the latter, and fails whenever the answer takes longer than a frame).
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send me job alerts' })).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
