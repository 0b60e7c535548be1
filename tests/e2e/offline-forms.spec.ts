// Every form keeps what was typed offline (issue 32, item 10, decision 0304): a check-in, a check-out and the trusted
// contact, a rating of an employer and a report wait on the phone, as an accept does, and are sent when the
// connection returns; the check-in page tells her she can reply IN or OUT instead; a review request, which needs a
// connection, says so and keeps the number and name typed. A visit's report-a-problem form was kept on the phone
// without being run (decision 0394) and opens offline.
import { expect, type Page, test } from '@playwright/test';
import { todayInSouthAfrica } from '../../src/shared/pay/minimum-wage.js';
import {
  apiSession,
  createAcceptedHire,
  createEmployer,
  createWorker,
  e164,
  newPhone,
  signInByApi,
} from './factories.js';
import { signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';
import { chunkKept, controlledByServiceWorker, goOffline, goOnline } from './offline-helpers.js';

// A South African phone: the time typed in the check-in is read on its clock and shown in South African time.
test.use({
  viewport: { width: 360, height: 740 },
  serviceWorkers: 'allow',
  timezoneId: 'Africa/Johannesburg',
});
// Each journey makes its people, opens several pages with and without a connection, and checks every one.
test.describe.configure({ timeout: 180_000 });

/** A time of day two hours from now on the phone's clock, as the time field takes it ('HH:MM'). */
function inTwoHours(page: Page): Promise<string> {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  });
}

test('offline, the trusted contact, a check-in and a check-out wait on the phone and are sent when the connection returns', async ({
  page,
  context,
}) => {
  const worker = await createWorker();
  const hireId = await createAcceptedHire(await createEmployer({ verified: true }), worker);
  const contact = newPhone();
  await signIn(page, worker.phone);
  await controlledByServiceWorker(page);
  // Both pages opened once with a connection, as a worker does before she leaves for work.
  await page.goto(`/hires/${hireId}/check-in`);
  await expect(page.getByRole('button', { name: 'Check in now' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('reply-in-out')).toHaveCount(0);
  await checkPage(page);
  await page.goto('/account');
  const contactField = page.getByRole('textbox', { name: 'Trusted contact’s phone', exact: true });
  await expect(page.getByTestId('trusted-contact-current')).toHaveText('You have no trusted contact yet.');
  await checkPage(page);

  await goOffline(context);
  await contactField.fill(contact);
  await page.getByRole('button', { name: 'Save trusted contact' }).click();
  await expect(page.getByText('Saved to send later', { exact: true }).first()).toBeVisible();
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText('Waiting to send: Save your trusted contact');
  await expect(contactField).toHaveValue(contact);
  await checkPage(page);

  await page.goto(`/hires/${hireId}/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Safety check-in' })).toBeVisible();
  await expect(page.getByTestId('reply-in-out')).toContainText(
    'No connection? Reply IN to any WhatsApp or SMS from Work Local when you arrive, and OUT when you leave.',
  );
  const end = await inTwoHours(page);
  await page.getByLabel('When do you expect to finish?').fill(end);
  await page.getByRole('button', { name: 'Check in now' }).click();
  await expect(page.getByText('Saved to send later', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByTestId('check-in-waiting')).toHaveText(
    'Your check-in is saved on this phone and will be sent when the connection returns.',
  );
  await expect(page.getByTestId('checked-in')).toContainText(`You are checked in. Expected end: ${end}`);
  await expect(outbox).toContainText('Waiting to send: Check in at work');
  await checkPage(page);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(outbox).toContainText('Waiting to send: Check out from work');
  await expect(page.getByTestId('check-in-waiting')).toHaveText(
    'Your check-out is saved on this phone and will be sent when the connection returns.',
  );
  await checkPage(page);

  await goOnline(context);
  // Sent in the order made; the check-out goes through only because the check-in did.
  await expect(outbox).toContainText('Sent: Save your trusted contact', { timeout: 20_000 });
  await expect(outbox).toContainText('Sent: Check in at work');
  await expect(outbox).toContainText('Sent: Check out from work');
  await expect(outbox).not.toContainText('Not sent');
  await expect(page.getByTestId('reply-in-out')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check in now' })).toBeVisible();
  await checkPage(page);
  const saved = await page.request.get('/api/me/trusted-contact');
  expect(((await saved.json()) as { trustedContactPhone: string }).trustedContactPhone).toBe(e164(contact));
});

test('offline, a report and a rating of the employer wait on the phone and are sent when the connection returns', async ({
  page,
  context,
}) => {
  const worker = await createWorker();
  const hireId = await createAcceptedHire(await createEmployer({ verified: true }), worker);
  await signIn(page, worker.phone);
  await controlledByServiceWorker(page);
  const incoming = await page.request.get('/api/hires/incoming');
  const hires = ((await incoming.json()) as { hires: { id: string; employer: { userId: string } }[] }).hires;
  const employerUserId = hires.find((h) => h.id === hireId)?.employer.userId;
  expect(employerUserId).toBeTruthy();

  await page.goto('/worker-dashboard');
  await expect(page.getByRole('button', { name: /^Rate / })).toBeVisible({ timeout: 30_000 });
  // The rating's form is kept on the phone once the page has settled, so it opens offline.
  await chunkKept(page, 'rate-employer-dialog');
  await checkPage(page);
  await page.goto(`/employers/${employerUserId}`);
  await expect(page.getByRole('button', { name: 'Report this employer' })).toBeVisible();
  await chunkKept(page, 'report-dialog');
  await checkPage(page);

  await goOffline(context);
  await page.getByRole('button', { name: 'Report this employer' }).click();
  const report = page.getByRole('dialog', { name: 'Report to Work Local' });
  await report.getByRole('radio', { name: 'A scam, or asking for money' }).check();
  await report.getByLabel('What happened? (optional)').fill('Asked me to pay for the uniform first.');
  await checkPage(page);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Saved to send later', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Could not send the report')).toHaveCount(0);
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText('Waiting to send: Send a report');
  await checkPage(page);

  await page.goto('/worker-dashboard');
  await page.getByRole('button', { name: /^Rate / }).click();
  const rate = page.getByRole('dialog');
  await rate.getByRole('radio', { name: '2 stars' }).check({ force: true });
  await rate.getByLabel('What was it like to work for them? (optional)').fill('Paid late, twice.');
  await checkPage(page);
  await rate.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Saved to send later', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Could not save your rating')).toHaveCount(0);
  await expect(outbox).toContainText('Waiting to send: Rate an employer');
  await checkPage(page);

  await goOnline(context);
  await expect(outbox).toContainText('Sent: Send a report', { timeout: 20_000 });
  await expect(outbox).toContainText('Sent: Rate an employer');
  await expect(outbox).not.toContainText('Not sent');
  await expect(page.getByText('You rated this employer')).toBeVisible();
  await checkPage(page);
  // Each went once: the same report again is refused as already made.
  const again = await page.request.post('/api/reports', {
    data: { subjectType: 'user', subjectId: employerUserId, reason: 'scam', details: '' },
  });
  expect(again.status()).toBe(409);
});

test('offline, a review request says it needs a connection and keeps the number and name typed', async ({
  page,
  context,
}) => {
  const worker = await createWorker();
  const employerPhone = newPhone();
  await signIn(page, worker.phone);
  await controlledByServiceWorker(page);
  await page.goto('/worker-dashboard');
  const form = page.locator('form').filter({ has: page.getByLabel('Employer Phone Number') });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await checkPage(page);

  await goOffline(context);
  await form.getByLabel('Employer Phone Number').fill(employerPhone);
  await form.getByLabel('Employer Name (optional)').fill('Mrs Dlamini');
  await form.getByRole('button', { name: 'Send Review Request' }).click();
  await expect(page.getByText('No connection', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Nothing was sent: this needs a connection. What you typed is still here').first(),
  ).toBeVisible();
  await expect(page.getByText('Failed to send review request')).toHaveCount(0);
  await expect(page.getByText('Please try again')).toHaveCount(0);
  await expect(form.getByLabel('Employer Phone Number')).toHaveValue(employerPhone);
  await expect(form.getByLabel('Employer Name (optional)')).toHaveValue('Mrs Dlamini');
  await checkPage(page);

  await goOnline(context);
  await form.getByRole('button', { name: 'Send Review Request' }).click();
  await expect(page.getByText('Review request sent!').first()).toBeVisible();
  await checkPage(page);
});

test("offline, a started visit's report-a-problem form opens: its files were kept, not run, once the page had settled", async ({
  page,
  context,
}) => {
  const worker = await createWorker();
  const employerPhone = await createEmployer({ verified: true });
  // A visit a week from today, and the page's clock (and the report's) an hour after it has started.
  const day = new Date(`${todayInSouthAfrica()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  const date = day.toISOString().slice(0, 10);
  const employerApi = await apiSession(employerPhone);
  const made = await employerApi.post('/api/bookings', {
    data: { workerId: worker.id, date, start: '08:00', hours: 4, hourlyRate: 40, repeat: 'none' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const workerApi = await apiSession(worker.phone);
  expect((await workerApi.post(`/api/bookings/${id}/accept`)).status()).toBe(200);
  await employerApi.dispose();
  await workerApi.dispose();
  const started = new Date(`${date}T09:00:00+02:00`);
  await page.clock.install({ time: started });
  await page.route(/\/api\/bookings\/[^/]+\/visits\/[^/]+\/problem$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-request-clock': started.toISOString() } }),
  );
  await signInByApi(page, employerPhone);
  await page.goto('/visits');
  await controlledByServiceWorker(page);
  await page.reload();
  const visit = page.getByTestId('upcoming-visits').getByTestId('visit').first();
  await expect(visit.getByRole('button', { name: 'Report a problem' })).toBeVisible();
  await chunkKept(page, 'report-problem-dialog');
  // Preloaded as modules (downloaded and compiled), not imported: the page has not run the form's code. At low
  // priority: nothing the page itself asks for waits behind them.
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => [
      l.href,
      l.fetchPriority,
    ]),
  );
  const form = preloaded.find(([href]) => /\/assets\/report-problem-dialog-[\w-]+\.js$/.test(href ?? ''));
  expect(form?.[1]).toBe('low');
  await checkPage(page);

  await goOffline(context);
  await visit.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('dialog', { name: 'Report a problem with this visit' });
  await report.getByLabel('What went wrong?').fill('The gate was locked and nobody came');
  await checkPage(page);
  await goOnline(context);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByTestId('visit-action-result')).toHaveText(
    "Problem reported. The worker is told, and the visit's pay stays held until you mark it done.",
  );
  await checkPage(page);
});
