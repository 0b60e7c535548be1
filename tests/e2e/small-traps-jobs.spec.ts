// Issue 32 item 20 at 360 px, each page checked for overflow and axe: a police-clearance job tells a worker without
// one before the tap (no Apply); a message with a phone number is refused in words for the worker; an apply queued
// offline leaves Apply disabled.
import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import { todayInSouthAfrica } from '../../src/shared/pay/minimum-wage.js';
import { apiSession, createEmployer, createJobPost, createWorker, signInByApi } from './factories.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

async function clearanceJob(employerPhone: string): Promise<string> {
  const api = await apiSession(employerPhone);
  try {
    const created = await api.post('/api/jobs', {
      data: {
        title: 'Look after two children',
        description: 'After school on weekdays: fetch them, give them lunch and help with homework.',
        skills: ['Childcare'],
        suburb: 'Orlando West',
        city: 'Soweto',
        address: '8 Vilakazi Street',
        latitude: -26.2385,
        longitude: 27.9081,
        startDate: todayInSouthAfrica(new Date(Date.now() + 7 * 86_400_000)),
        schedule: 'once',
        hoursPerDay: 5,
        payType: 'daily',
        payRate: 300,
        requiresPoliceClearance: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  } finally {
    await api.dispose();
  }
}

test('a police-clearance job explains before the tap to a worker without one', async ({ page }) => {
  const employer = await createEmployer({ verified: true });
  const jobId = await clearanceJob(employer);
  const worker = await createWorker({ skills: ['Childcare'] });
  await signInByApi(page, worker.phone);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Look after two children' })).toBeVisible();
  await expect(
    page.getByText('This job asks for a police clearance. Upload yours on your dashboard to apply.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for this job' })).toHaveCount(0);
  await checkPage(page);
});

test('a phone number in the application is refused in words written for the worker', async ({ page }) => {
  const jobId = await createJobPost(await createEmployer({ verified: true }));
  const worker = await createWorker({ skills: ['Gardening'] });
  await signInByApi(page, worker.phone);
  await page.goto(`/jobs/${jobId}`);
  await page.getByLabel('A short message to the employer (optional)').fill('Call me on 082 555 1234');
  await page.getByRole('button', { name: 'Apply for this job' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please leave out phone numbers, web addresses and e-mail addresses: the employer reaches you through Work Local',
  );
  await expect(page.getByText(/workers reach you through Work Local/)).toHaveCount(0);
  await checkPage(page);
});

/** Requests the service worker makes itself are not covered by setOffline in Chromium: they are cut here too. */
function cutServiceWorker(route: Route) {
  return route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) await context.route('**/*', cutServiceWorker);
  else await context.unroute('**/*', cutServiceWorker);
  await context.setOffline(offline);
}

test('an apply queued offline leaves Apply disabled, and is sent when the connection returns', async ({
  page,
  context,
}) => {
  const jobId = await createJobPost(await createEmployer({ verified: true }));
  const worker = await createWorker({ skills: ['Gardening'] });
  await signInByApi(page, worker.phone);
  await page.goto(`/jobs/${jobId}`);
  await controlledByServiceWorker(page);
  const apply = page.getByRole('button', { name: 'Apply for this job' });
  await expect(apply).toBeEnabled();

  await setOffline(context, true);
  await apply.click();
  await expect(page.getByText('Saved to send later', { exact: true }).first()).toBeVisible();
  await expect(apply).toBeDisabled();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your application will be sent when the connection returns.' })
      .first(),
  ).toBeVisible();
  await checkPage(page);

  await setOffline(context, false);
  await expect(page.getByTestId('outbox')).toContainText('Sent:', { timeout: 20_000 });
});
