// Issue 34 at 360 px on the embedded sandbox gateway: a household pays a booked visit (the breakdown first: her pay
// with the four-hour minimum, transport, the processing fee, "the worker receives 100% of her pay"), the sandbox's
// checkout comes back to the payment result; the household marks the visit done once it has started (the page's
// clock and its one done request name a moment after the start: REQUEST_CLOCK, decision 0336) and tips her; the
// worker sees the pay and the tip in her balance, adds her bank account with the one-time code, asks for a payout,
// and downloads her statement. A household pays two weeks of a weekly booking ahead, declines in the sandbox, and is
// led back to its visits. And a household that cancelled late pays the fee from its visits (decision 0384): the
// cost first, the sandbox's checkout, then the fee shown paid and in her balance.
import type { Readable } from 'node:stream';
import { expect, type Page, test } from '@playwright/test';
import {
  apiSession,
  createEmployer,
  createWorker,
  dateIn,
  saveLanguage,
  signInByApi,
  uniqueName,
} from './factories.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

const RATE = 40;
const TRANSPORT = 20;

/**
 * Visits of two hours at 08:00 from tomorrow (weekly for three more weeks when `weekly`), booked by the employer
 * and accepted by the worker: the booking's id.
 */
async function bookedVisit(
  employerPhone: string,
  worker: { id: string; phone: string },
  weekly = false,
): Promise<string> {
  const employer = await apiSession(employerPhone);
  const her = await apiSession(worker.phone);
  try {
    const made = await employer.post('/api/bookings', {
      data: {
        workerId: worker.id,
        date: dateIn(1),
        start: '08:00',
        hours: 2,
        hourlyRate: RATE,
        transportAllowance: TRANSPORT,
        ...(weekly ? { repeat: 'weekly', until: dateIn(22) } : {}),
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const accepted = await her.post(`/api/bookings/${id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
    return id;
  } finally {
    await employer.dispose();
    await her.dispose();
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function addBankAccount(page: Page, holder: string): Promise<void> {
  await page.getByRole('button', { name: 'Add bank account' }).click();
  // The form says the shared schema's refusals before any code is sent.
  await page.getByLabel('Account number').fill('12 34');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Please choose your bank from the list')).toBeVisible();
  await expect(page.getByText('An account number is 6 to 16 digits, with no spaces')).toBeVisible();
  await page.getByLabel('Bank').selectOption({ label: 'Capitec Bank' });
  await page.getByLabel('Account number').fill('1234567890');
  await page.getByLabel('Name on the account').fill(holder);
  await checkPage(page);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await page.getByTestId('development-otp').textContent();
  await page.getByLabel('The code we sent to your phone').fill(code ?? '');
  await checkPage(page);
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByTestId('payout-account')).toContainText('****7890');
  await expect(page.getByTestId('payout-account')).toContainText('Capitec Bank');
}

test('a household pays a visit in the sandbox, marks it done, and the worker is paid out and downloads her statement', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = uniqueName('Lindiwe');
  const worker = await createWorker({ fullName: name });
  const employerPhone = await createEmployer({ verified: true, firstName: 'Palesa' });
  const bookingId = await bookedVisit(employerPhone, worker);

  // The household: Pay on its booked visit, the breakdown, then the sandbox's checkout.
  await signInByApi(page, employerPhone);
  await page.goto('/visits');
  const visit = page.getByTestId('upcoming-visits').getByTestId('visit').first();
  await expect(visit.getByTestId('visit-status')).toHaveText('Booked');
  await visit.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/visits/[^/]+/pay$`));
  await expect(page.getByRole('heading', { name: 'Pay a visit', level: 1 })).toBeVisible();
  const breakdown = page.getByTestId('charge-breakdown');
  // Two hours are paid as four: 4 x R40.
  await expect(breakdown).toContainText(`${name}'s pay`);
  await expect(breakdown).toContainText('4 hours × R40.00 an hour');
  await expect(breakdown).toContainText('A visit under 4 hours is paid as 4 hours.');
  await expect(breakdown).toContainText('R160.00');
  await expect(breakdown).toContainText('Transport allowance');
  await expect(breakdown).toContainText('R20.00');
  await expect(breakdown).toContainText('Processing fee');
  await expect(breakdown).toContainText('The worker receives 100% of her pay.');
  await checkPage(page);
  const total = (await breakdown.getByTestId('charge-total').textContent()) ?? '';
  expect(total).toMatch(/^R18\d\.\d\d$/);
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText(total).first()).toBeVisible();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await checkPage(page);

  // Her pay is held until the visit is done: she sees it as held, not yet in her balance.
  const herContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const her = await herContext.newPage();
  await signInByApi(her, worker.phone);
  await her.goto('/earnings');
  await expect(her.getByRole('heading', { name: 'My Earnings', level: 1 })).toBeVisible();
  await expect(her.getByTestId('held')).toHaveText('R180.00');
  await expect(her.getByTestId('balance')).toHaveText('R0.00');

  // The household marks it done once it has started: a moment after 08:00 tomorrow, for the page and the request.
  const started = new Date(`${dateIn(1)}T09:00:00+02:00`);
  await page.clock.install({ time: started });
  await page.route('**/api/bookings/*/visits/*/done', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-request-clock': started.toISOString() } }),
  );
  await page.goto('/visits');
  await page.getByTestId('visit').first().getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByTestId('visit-action-result')).toHaveText('Visit marked done.');
  await checkPage(page);

  // A done visit offers a tip, 100% to her, the processing fee shown beside it before paying.
  await page.getByRole('link', { name: 'Tip', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leave a tip' })).toBeVisible();
  await expect(page.getByText(`${name} receives 100% of your tip.`)).toBeVisible();
  await page.getByLabel('Tip in rand').fill('5000');
  await expect(page.getByText('A tip is from R1 to R2,000.')).toBeVisible();
  await page.getByLabel('Tip in rand').fill('50');
  const tipLine = page.getByTestId('tip-total');
  await expect(tipLine).toContainText('Tip R50.00 + processing fee R');
  await checkPage(page);
  const tipTotal = ((await tipLine.textContent()) ?? '').split('= ')[1] ?? '';
  await page.getByRole('button', { name: 'Tip R50.00' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: `Pay ${tipTotal}` }).click();
  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('All of your tip goes to the worker.', { exact: false })).toBeVisible();

  // The household's payment history lists the charge, line by line.
  await page.goto('/payments');
  await expect(page.getByTestId('household-payment')).toHaveCount(2);
  const payment = page.getByTestId('household-payment').filter({ hasText: total });
  await expect(payment).toContainText("Worker's pay");
  await expect(payment).toContainText('Processing fee');
  await checkPage(page);

  // The worker: her balance, her bank account, a payout, her statement. She reads them on the visit's day, so that her
  // page's month is the visit's: on a month's last day the visit ("tomorrow") falls in the next month.
  await her.clock.install({ time: started });
  await her.reload();
  // Her pay and transport, and the whole tip.
  await expect(her.getByTestId('balance')).toHaveText('R230.00');
  await expect(her.getByTestId('held')).toHaveText('R0.00');
  await checkPage(her);
  // Asking before her bank account is there: the rule's text, before any request.
  await her.getByRole('button', { name: 'Ask for a payout' }).click();
  await expect(her.getByText('Please add your bank account before asking for a payout')).toBeVisible();
  await addBankAccount(her, name);
  await her.getByLabel('Amount in rand').fill('20');
  await her.getByRole('button', { name: 'Ask for a payout' }).click();
  await expect(her.getByText('A payout is at least R50')).toBeVisible();
  await her.getByLabel('Amount in rand').fill('500');
  await her.getByRole('button', { name: 'Ask for a payout' }).click();
  await expect(her.getByText('You can be paid at most your balance of R230.00')).toBeVisible();
  await her.getByLabel('Amount in rand').fill('');
  await her.getByRole('button', { name: 'Ask for a payout' }).click();
  await expect(her.getByTestId('payout').first()).toContainText('R230.00');
  await expect(her.getByTestId('payout').first()).toContainText('****7890');
  await expect(her.getByTestId('balance')).toHaveText('R0.00');
  await checkPage(her);

  // At 320 px with the chart's figures open: the month's tables scroll inside the page, which stays on screen.
  await her.setViewportSize({ width: 320, height: 740 });
  await her.getByText('Show the figures').click();
  await expect(her.getByRole('region', { name: 'Your earnings by week' })).toBeVisible();
  await checkPage(her);

  const download = her.waitForEvent('download');
  await her.getByRole('link', { name: /^Download the statement for / }).click();
  const pdf = await readAll(await (await download).createReadStream());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await herContext.close();
});

test('a household sees what paying two weeks ahead costs, declines in the sandbox, and is led back to its visits', async ({
  page,
}) => {
  const worker = await createWorker({ fullName: uniqueName('Mpho') });
  const employerPhone = await createEmployer({ verified: true, firstName: 'Ayanda' });
  const bookingId = await bookedVisit(employerPhone, worker, true);
  await signInByApi(page, employerPhone);
  await page.goto('/visits');
  await page.getByTestId('upcoming-visits').getByRole('link', { name: 'Pay' }).first().click();
  await page.getByRole('link', { name: 'Pay several weeks ahead' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/pay-ahead$`));
  await expect(page.getByRole('heading', { name: 'Pay ahead', level: 1 })).toBeVisible();
  // Four weeks from today hold all four visits; two weeks, the first two, in one charge with one fee.
  await expect(page.getByRole('list', { name: 'Visits paid' }).getByRole('listitem')).toHaveCount(4);
  await page.getByLabel('Weeks to pay').selectOption('2');
  await expect(page.getByRole('list', { name: 'Visits paid' }).getByRole('listitem')).toHaveCount(2);
  const breakdown = page.getByTestId('charge-breakdown');
  await expect(breakdown).toContainText('2 visits of 4 hours × R40.00 an hour');
  await expect(breakdown).toContainText('R320.00');
  await expect(breakdown).toContainText('R40.00');
  await checkPage(page);
  const total = (await breakdown.getByTestId('charge-total').textContent()) ?? '';
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Back to my visits' }).click();
  await expect(page).toHaveURL(/\/visits$/);
});

test('a household that cancelled late pays the fee from its visits in the sandbox, and the worker has it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName('Nandi');
  const worker = await createWorker({ fullName: name });
  const employerPhone = await createEmployer({ verified: true, firstName: 'Refilwe' });
  // Four hours tomorrow at R40, cancelled at 16:00 today: late (the request names that moment, REQUEST_CLOCK).
  const employer = await apiSession(employerPhone);
  const her = await apiSession(worker.phone);
  try {
    const made = await employer.post('/api/bookings', {
      data: { workerId: worker.id, date: dateIn(1), start: '08:00', hours: 4, hourlyRate: RATE },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const accepted = await her.post(`/api/bookings/${id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
    const { visits } = (await accepted.json()) as { visits: { id: string }[] };
    const late = new Date(`${dateIn(0)}T16:00:00+02:00`).toISOString();
    const cancelled = await employer.post(`/api/bookings/${id}/visits/${visits[0]?.id}/cancel`, {
      data: { reason: 'Away' },
      headers: { 'x-request-clock': late },
    });
    expect(await cancelled.json()).toMatchObject({ lateCancellation: true, feeCents: 8_000 });
  } finally {
    await employer.dispose();
    await her.dispose();
  }

  await signInByApi(page, employerPhone);
  // In isiXhosa, among the longest words, the fee and its button hold 360 px.
  await saveLanguage(page.request, 'xh');
  await page.goto('/visits');
  await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
  await expect(
    page.getByRole('button', { name: 'Hlawula intlawulo yokurhoxisa emva kwexesha' }),
  ).toBeVisible();
  await checkPage(page);
  await saveLanguage(page.request, 'en');
  await page.goto('/visits');
  const visit = page.getByTestId('earlier-visits').getByTestId('visit').first();
  await expect(visit.getByTestId('visit-status')).toHaveText('Cancelled');
  await expect(visit.getByTestId('late-cancellation')).toContainText('Late-cancellation fee: R80.00');
  await expect(visit.getByTestId('late-fee-state')).toHaveText(`You cancelled late and owe ${name} this.`);
  // What it costs before paying: the fee, all hers, and the processing fee on top, read with the button.
  const cost = visit.getByTestId('late-fee-total');
  await expect(cost).toContainText('Fee R80.00 + processing fee R');
  await expect(cost).toContainText(`All of the fee goes to ${name}.`);
  const total = /= (R[\d,.]+)\./.exec((await cost.textContent()) ?? '')?.[1] ?? '';
  expect(total).toMatch(/^R8\d\.\d\d$/);
  const pay = visit.getByRole('button', { name: 'Pay the late fee' });
  await expect(pay).toHaveAccessibleDescription(/^Fee R80\.00 \+ processing fee R/);
  await checkPage(page);
  // By keyboard: the checkout is made now, and the sandbox takes the payment.
  await pay.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('All of the fee goes to the worker.', { exact: false })).toBeVisible();

  await page.goto('/visits');
  await expect(visit.getByTestId('late-fee-state')).toHaveText(`Paid. All of it went to ${name}.`);
  await expect(visit.getByRole('button', { name: 'Pay the late fee' })).toHaveCount(0);
  await checkPage(page);

  // Hers: the fee shown paid on My Week, and in her balance.
  const herContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const herPage = await herContext.newPage();
  await signInByApi(herPage, worker.phone);
  await herPage.goto('/my-week');
  await expect(
    herPage.getByTestId('earlier-visits').getByTestId('visit').first().getByTestId('late-fee-state'),
  ).toHaveText('The household paid this fee. It is in your balance.');
  await checkPage(herPage);
  await herPage.goto('/earnings');
  await expect(herPage.getByTestId('balance')).toHaveText('R80.00');
  await herContext.close();
});
