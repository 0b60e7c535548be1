// Issue 33 at 360 px: a worker sets her Tuesday hours on My Week; an employer books her every Tuesday from her
// profile (the minimum wage's refusal shown first, the pay per visit before sending); she accepts on the developer
// phone by replying 1; both see the visits (she with the workplace address); the employer cancels one late and the
// fee shows on both sides. "Late" is the day before the visit at 16:00: the page's clock and its one cancel request
// name that moment (REQUEST_CLOCK, decision 0336), every other request keeps the real clock. The second journey
// reports a problem with a started visit (seen on both sides) and reads the calendar feed the page links.
import { expect, type Page, test } from '@playwright/test';
import { todayInSouthAfrica } from '../../src/shared/pay/minimum-wage.js';
import { apiSession, createEmployer, createWorker, signInByApi, uniqueName } from './factories.js';
import { checkPage, expectNoOverflow } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The Tuesday of the week after this one's seven days (what "Next week" on the booking page shows). */
function tuesdayNextWeek(): string {
  const from = addDays(todayInSouthAfrica(), 7);
  for (let i = 0; i < 7; i++) {
    const date = addDays(from, i);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 2) return date;
  }
  throw new Error('no Tuesday in a week');
}

async function setTuesdayHours(page: Page): Promise<void> {
  await page.goto('/my-week');
  await expect(page.getByRole('heading', { name: 'My Week', level: 1 })).toBeVisible();
  await expect(page.getByText('No visits booked yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  await expect(page.getByLabel('Tuesday from')).toHaveValue('08:00');
  await expect(page.getByLabel('Tuesday until')).toHaveValue('16:00');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByTestId('availability-result')).toHaveText('Your availability is saved.');
  await checkPage(page);
}

test('an employer books a worker every Tuesday, she accepts by replying 1, and a late cancellation shows its fee to both', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = uniqueName('Nomsa');
  const worker = await createWorker({ fullName: name });
  const employerPhone = await createEmployer({ verified: true, firstName: 'Zanele' });
  const tuesday = tuesdayNextWeek();

  // The worker's own phone: her hours on My Week.
  const workerContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const workerPage = await workerContext.newPage();
  await signInByApi(workerPage, worker.phone);
  await setTuesdayHours(workerPage);

  // The employer books her from her profile: next week's Tuesday, from her free times.
  await signInByApi(page, employerPhone);
  await page.goto(`/worker/${worker.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Book ${name}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  const day = page.getByTestId('free-day').filter({ hasText: 'Tuesday' });
  await day.getByRole('button', { name: /^Free 08:00 to 16:00/ }).click();
  await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(tuesday);
  await expect(page.getByLabel('Start time')).toHaveValue('08:00');
  await page.getByLabel('Hours').fill('4');
  await page.getByRole('radio', { name: 'Every week' }).check();
  await page.getByLabel('Workplace address (optional)').fill('12 Vilakazi Street, Orlando West');
  await checkPage(page);

  // Below the minimum wage: the server's refusal names it, under the rate.
  await page.getByLabel('Hourly rate (R)').fill('20');
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The national minimum wage on' })).toBeVisible();

  await page.getByLabel('Hourly rate (R)').fill('40');
  await expect(page.getByTestId('visit-pay')).toContainText('Pay per visit: R160.00');
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByText(`Booking request sent to ${name}.`)).toBeVisible();
  await checkPage(page);

  // On My Week the request waits for her answer, which she gives where every request is answered.
  await workerPage.goto('/my-week');
  const asked = workerPage.getByTestId('upcoming-visits').getByTestId('visit').first();
  await expect(asked.getByTestId('visit-status')).toHaveText('Waiting for your answer');
  await expect(asked.getByRole('link', { name: 'Answer the hire request on your dashboard' })).toBeVisible();

  // She accepts on the developer phone by replying 1 to the request, which names the visit.
  const phone = await workerContext.newPage();
  await phone.goto('/dev/phone');
  await phone.getByRole('button', { name: new RegExp(`^${name} · `) }).click();
  const chat = phone.getByRole('region', { name: /^Chat with \+27/ });
  await expect(chat.getByTestId('dev-phone-message').filter({ hasText: 'Zanele' }).last()).toContainText(
    '08:00',
  );
  await chat.getByLabel('Reply as this phone').fill('1');
  await chat.getByRole('button', { name: 'Send reply' }).click();
  await expect(chat.getByTestId('dev-phone-message').last()).toContainText('You accepted');

  // Both see the visits: hers with the workplace's street address, now that she accepted.
  await workerPage.goto('/my-week');
  const herFirst = workerPage.getByTestId('upcoming-visits').getByTestId('visit').first();
  await expect(herFirst.getByRole('heading', { level: 3 })).toContainText('Tuesday');
  await expect(herFirst.getByTestId('visit-status')).toHaveText('Booked');
  await expect(herFirst).toContainText('08:00 to 12:00 · 4 hours · R160.00');
  await expect(herFirst).toContainText('Address: 12 Vilakazi Street, Orlando West');
  await checkPage(workerPage);

  // The employer, the day before the first visit at 16:00: late, by the page's clock and by the server's.
  const late = new Date(`${addDays(tuesday, -1)}T16:00:00+02:00`);
  await page.clock.install({ time: late });
  await page.route('**/api/bookings/*/visits/*/cancel', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-request-clock': late.toISOString() } }),
  );
  await page.goto('/visits');
  await expect(page.getByRole('heading', { name: 'Booked Visits', level: 1 })).toBeVisible();
  const first = page.getByTestId('upcoming-visits').getByTestId('visit').first();
  await expect(first.getByTestId('visit-status')).toHaveText('Booked');
  await expect(first).toContainText(`Worker: ${name}`);
  await checkPage(page);
  await first.getByRole('button', { name: 'Cancel visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await expect(dialog.getByTestId('cancel-preview')).toHaveText(
    `Cancelling now is late: you will owe ${name} a late-cancellation fee of R80.00.`,
  );
  await dialog.getByLabel('Reason (optional)').fill('Family emergency');
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(page.getByTestId('visit-action-result')).toHaveText(
    'Visit cancelled late. Late-cancellation fee: R80.00.',
  );
  const cancelled = page.getByTestId('earlier-visits').getByTestId('visit').first();
  await expect(cancelled.getByTestId('visit-status')).toHaveText('Cancelled');
  await expect(cancelled.getByTestId('late-cancellation')).toContainText('Late-cancellation fee: R80.00');
  await checkPage(page);

  // ...and she sees the same fee, owed to her.
  await workerPage.reload();
  const hers = workerPage.getByTestId('earlier-visits').getByTestId('visit').first();
  await expect(hers.getByTestId('visit-status')).toHaveText('Cancelled');
  await expect(hers.getByTestId('late-cancellation')).toContainText('Late-cancellation fee: R80.00');
  await expect(hers.getByTestId('late-cancellation')).toContainText(
    'The household cancelled late and owes you this.',
  );
  await checkPage(workerPage);

  // The three pages on the narrowest phone: nothing sticks out.
  for (const [at, path, shown] of [
    [workerPage, '/my-week', 'visit'],
    [page, '/visits', 'visit'],
    [page, `/worker/${worker.id}/book`, 'free-day'],
  ] as const) {
    await at.setViewportSize({ width: 320, height: 640 });
    await at.goto(path);
    await expect(at.getByTestId(shown).first()).toBeVisible();
    await expectNoOverflow(at);
  }
  await workerContext.close();
});

test('the employer reports a problem with a started visit and she sees it held; she reads her calendar feed and makes a new link; the employer marks the visit done, skips one early at no cost, and ends the series from a date', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Lindiwe');
  const worker = await createWorker({ fullName: name });
  const employerPhone = await createEmployer({ verified: true, firstName: 'Pieter' });
  const first = tuesdayNextWeek();
  const employerApi = await apiSession(employerPhone);
  const workerApi = await apiSession(worker.phone);
  const made = await employerApi.post('/api/bookings', {
    data: {
      workerId: worker.id,
      date: first,
      start: '08:00',
      hours: 4,
      hourlyRate: 40,
      repeat: 'weekly',
      until: addDays(first, 28),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const accepted = await workerApi.post(`/api/bookings/${id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await employerApi.dispose();
  await workerApi.dispose();

  // The first visit's day at 13:00: it has started, so it can be marked done (the page's clock and the server's).
  const started = new Date(`${first}T13:00:00+02:00`);
  await page.clock.install({ time: started });
  await page.route(/\/api\/bookings\/[^/]+\/visits\/[^/]+\/(done|problem)$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-request-clock': started.toISOString() } }),
  );
  await signInByApi(page, employerPhone);
  await page.goto('/visits');
  const upcoming = page.getByTestId('upcoming-visits').getByTestId('visit');
  await expect(upcoming).toHaveCount(5);
  await expect(upcoming.nth(1).getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // A problem with the started visit: the reason is checked by the shared schema first, then reported.
  await upcoming.first().getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('dialog', { name: 'Report a problem with this visit' });
  await report.getByLabel('What went wrong?').fill('Late');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Please say what the problem is, in 5 to 500 characters')).toBeVisible();
  await report.getByLabel('What went wrong?').fill('The gate was locked and nobody came');
  await checkPage(page);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByTestId('visit-action-result')).toHaveText(
    "Problem reported. The worker is told, and the visit's pay stays held until you mark it done.",
  );
  const reported = upcoming.first().getByTestId('visit-problem');
  await expect(reported).toContainText('You reported a problem with this visit.');
  await expect(reported).toContainText('Reason: The gate was locked and nobody came');
  await expect(reported).toContainText('Its pay stays held until you mark it done.');
  await expect(upcoming.first().getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  await checkPage(page);

  // She reads it on My Week, held until the household marks it done.
  const workerContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const workerPage = await workerContext.newPage();
  await signInByApi(workerPage, worker.phone);
  await workerPage.goto('/my-week');
  const hers = workerPage
    .getByTestId('upcoming-visits')
    .getByTestId('visit')
    .first()
    .getByTestId('visit-problem');
  await expect(hers).toContainText('The household reported a problem with this visit.');
  await expect(hers).toContainText('Reason: The gate was locked and nobody came');
  await expect(hers).toContainText('Its pay stays held until the household marks it done.');

  // Her calendar link: copied, and read without a session as iCalendar with her five visits.
  const calendar = workerPage.getByTestId('calendar-link');
  await expect(calendar.getByRole('heading', { name: 'Add to your calendar' })).toBeVisible();
  await expect(calendar.getByText('Your calendar link')).toBeVisible();
  const link = calendar.getByTestId('calendar-url');
  await expect(link).toHaveText(/^http:\/\/localhost:\d+\/api\/me\/calendar\.ics\?token=/);
  const url = (await link.textContent()) ?? '';
  await calendar.getByRole('button', { name: 'Copy link' }).click();
  await expect(calendar.getByRole('status')).toHaveText('Link copied.');
  expect(await workerPage.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(5);
  expect(ics).toContain('SUMMARY:Pieter');
  await checkPage(workerPage);

  // A new link, once she confirms that the old one stops working.
  await calendar.getByRole('button', { name: 'Make a new link' }).click();
  const renew = workerPage.getByRole('dialog', { name: 'Make a new calendar link?' });
  await expect(renew).toContainText('The old link stops working at once');
  await checkPage(workerPage);
  await renew.getByRole('button', { name: 'Make a new link' }).click();
  await expect(calendar.getByRole('status')).toHaveText('New link made. The old link no longer works.');
  await expect(link).not.toHaveText(url);
  expect((await request.get(url)).status()).toBe(401);
  expect((await request.get((await link.textContent()) ?? '')).status()).toBe(200);
  await checkPage(workerPage);
  await workerContext.close();
  await upcoming.first().getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByTestId('visit-action-result')).toHaveText('Visit marked done.');
  await expect(page.getByTestId('visit-action-result')).toBeFocused();
  await expect(page.getByTestId('earlier-visits').getByTestId('visit-status')).toHaveText(['Done']);

  // The next one, a week ahead: skipping it now costs nothing, and the page says when it would.
  await expect(upcoming).toHaveCount(4);
  await upcoming.first().getByRole('button', { name: 'Skip visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skip this visit?' });
  await expect(dialog.getByTestId('cancel-preview')).toContainText('Cancelling now costs nothing. From ');
  await expect(dialog.getByTestId('cancel-preview')).toContainText('it would cost R80.00.');
  await dialog.getByRole('button', { name: 'Skip visit' }).click();
  await expect(page.getByTestId('visit-action-result')).toHaveText('Visit skipped. No fee.');
  await expect(upcoming).toHaveCount(3);

  // The series ends from its fourth Tuesday: one visit is left.
  const series = page.getByTestId('series');
  await series.getByLabel('End the series from').fill(addDays(first, 21));
  await series.getByRole('button', { name: 'End series' }).click();
  await expect(page.getByTestId('visit-action-result')).toContainText(`The series with ${name} ends from `);
  await expect(upcoming).toHaveCount(1);
  await expect(page.getByTestId('earlier-visits').getByTestId('visit-status')).toHaveText([
    'Cancelled',
    'Cancelled',
    'Skipped',
    'Done',
  ]);
  await checkPage(page);
});
