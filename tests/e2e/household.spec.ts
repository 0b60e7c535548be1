// Household employer journey at 360 px: after the worker accepts a hire, the employer completes "Employ {name}
// properly" (the minimum-wage hint as the rate is typed), downloads both copies of the contract, issues a payslip
// and downloads it; the worker then finds the contract and the payslip on her dashboard and downloads them.
import { expect, type Page, test } from '@playwright/test';
import { createWorker, newPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 780 } });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function download(page: Page, link: ReturnType<Page['getByRole']>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await file.failure()).toBeNull();
  return file.suggestedFilename();
}

test('an employer puts an accepted hire on paper and issues a payslip; the worker sees both', async ({
  page,
}) => {
  // Three sign-ins and four PDFs on a shared two-core machine.
  test.setTimeout(180_000);

  // A worker and an employer of this journey's own.
  const WORKER_PHONE = (await createWorker({ fullName: 'Busisiwe Mahlangu' })).phone;
  const EMPLOYER_PHONE = newPhone();
  await signIn(page, WORKER_PHONE);
  const worker = await (await page.request.get('/api/auth/user')).json();
  const profile = await (await page.request.get(`/api/workers/${worker.workerId}`)).json();
  const workerName: string = profile.fullName;
  // Her account's language, which the employment form starts from.
  expect((await page.request.patch('/api/me', { data: { language: 'zu' } })).ok()).toBe(true);
  // Her session, kept: the app speaks isiZulu to her now, and signIn reads the English dialog.
  const workerSession = await page.context().cookies();
  await page.context().clearCookies();

  // The employer verifies the phone and asks to hire (through the API: the hiring journey covers those pages).
  await signIn(page, EMPLOYER_PHONE, 'Naledi');
  const sent = await (
    await page.request.post('/api/employer/verify-phone/send', { data: { phoneNumber: EMPLOYER_PHONE } })
  ).json();
  const confirmed = await page.request.post('/api/employer/verify-phone/confirm', {
    data: { phoneNumber: EMPLOYER_PHONE, otpCode: sent.developmentOtp },
  });
  expect(confirmed.ok()).toBe(true);
  const created = await page.request.post('/api/hires', { data: { workerId: worker.workerId } });
  expect(created.status()).toBe(201);
  const hireId: string = (await created.json()).hire.id;
  await page.context().clearCookies();

  await page.context().addCookies(workerSession);
  expect((await page.request.post(`/api/hires/${hireId}/accept`)).ok()).toBe(true);
  await page.context().clearCookies();

  // The employer is offered to employ her properly from the hire list.
  await signIn(page, EMPLOYER_PHONE);
  await page.goto('/employer-subscription');
  await page.getByRole('link', { name: `Employ ${workerName} properly` }).click();
  await expect(page).toHaveURL(new RegExp(`/employ/${hireId}$`));
  await expect(page.getByRole('heading', { name: `Employ ${workerName} properly` })).toBeVisible();

  await expect(page.getByLabel('Your full name (employer)')).toHaveValue('Naledi');
  await page.getByLabel('Your full name (employer)').fill('Naledi Khumalo');
  await page.getByLabel('Place of work').fill('22 Protea Road, Orlando East, Soweto');
  await page.getByLabel('Duties').fill('Cleaning, laundry and ironing');
  await page.getByLabel('Date of starting').fill('2026-10-01');
  const rate = page.getByLabel('Hourly rate (R)');
  await rate.fill('25');
  await expect(page.getByText('The national minimum wage on 2026-10-01 is R30.23 per hour')).toBeVisible();
  await rate.fill('35');
  await expect(page.getByText('The national minimum wage on 2026-10-01 is R30.23 per hour')).toBeHidden();
  await expect(page.getByLabel('Her language (a second copy of the contract)')).toHaveValue('zu');
  await page.getByLabel('I have registered her for UIF on uFiling').check();
  // One payment in kind and one agreed deduction, as the API takes them.
  await page.getByRole('button', { name: 'Add payment in kind' }).click();
  await page.getByLabel('Payment in kind 1: what').fill('Lunch every working day');
  await page.getByLabel('Payment in kind 1: amount (R)').fill('400');
  await page.getByRole('button', { name: 'Add deduction' }).click();
  await page.getByLabel('Deduction 1: what').fill('Accommodation');
  await page.getByLabel('Deduction 1: amount (R)').fill('300');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await noHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Make the contract' }).click();

  const ready = page.getByTestId('contract-ready');
  await expect(ready).toBeVisible();
  const saved = (await (await page.request.get(`/api/hires/${hireId}/employment`)).json()).employment;
  expect(saved.paymentInKind).toEqual([{ description: 'Lunch every working day', value: 400 }]);
  expect(saved.deductions).toEqual([{ description: 'Accommodation', amount: 300 }]);
  expect(await download(page, ready.getByRole('link', { name: 'Contract in English (PDF)' }))).toBe(
    'work-local-contract-2026-10-01-en.pdf',
  );
  expect(await download(page, ready.getByRole('link', { name: 'Contract in isiZulu (PDF)' }))).toBe(
    'work-local-contract-2026-10-01-zu.pdf',
  );

  // The payslips page: October, 160 hours at R35.00.
  await ready.getByRole('link', { name: 'Go to payslips' }).click();
  await expect(page).toHaveURL(/\/payslips$/);
  const employment = page.getByTestId('employment').filter({ hasText: workerName });
  await employment.getByLabel('Period from').fill('2026-10-01');
  await employment.getByLabel('Period to').fill('2026-10-31');
  await employment.getByLabel('Ordinary hours worked').fill('160');
  // R200.00 transport money on top, R300.00 accommodation off: UIF on the R5,800.00 gross.
  await employment.getByRole('button', { name: 'Add other payment' }).click();
  await employment.getByLabel('Other payment 1: what').fill('Transport money');
  await employment.getByLabel('Other payment 1: amount (R)').fill('200');
  await employment.getByRole('button', { name: 'Add deduction' }).click();
  await employment.getByLabel('Deduction 1: what').fill('Accommodation');
  await employment.getByLabel('Deduction 1: amount (R)').fill('300');
  await noHorizontalOverflow(page);
  await employment.getByRole('button', { name: 'Issue payslip' }).click();
  await expect(employment.getByTestId('issued-payslip')).toContainText(
    'Gross R5,800.00 · UIF R58.00 (you add R58.00) · Other deductions R300.00 · Net R5,442.00',
  );
  const slip = employment.getByTestId('payslip').filter({ hasText: '2026-10-01 to 2026-10-31' });
  await expect(slip).toContainText('Net R5,442.00');
  expect(await download(page, slip.getByRole('link', { name: 'Payslip in English (PDF)' }))).toBe(
    'work-local-payslip-2026-10-31-en.pdf',
  );
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText('Reminder on', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await noHorizontalOverflow(page);
  await page.context().clearCookies();

  // The worker finds both on her dashboard, in her language (isiZulu), her language's copies first.
  await page.context().addCookies(workerSession);
  await page.goto('/worker-dashboard');
  const papers = page.getByTestId('worker-papers');
  await expect(papers.getByRole('heading', { name: 'Inkontileka yami nezisiliphu zeholo' })).toBeVisible();
  await expect(papers).toContainText('Naledi Khumalo · kusukela ngo-2026-10-01');
  const contract = papers.getByRole('link', { name: 'Inkontileka ngolimi: isiZulu (PDF)' });
  expect(await download(page, contract)).toBe('work-local-contract-2026-10-01-zu.pdf');
  const herSlip = papers.getByTestId('payslip').filter({ hasText: '2026-10-01 kuya ku-2026-10-31' });
  await expect(herSlip).toContainText('Okusalayo R5,442.00');
  expect(
    await download(page, herSlip.getByRole('link', { name: 'Isiliphu seholo ngolimi: isiZulu (PDF)' })),
  ).toBe('work-local-payslip-2026-10-31-zu.pdf');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await noHorizontalOverflow(page);
});

test('the guide for household employers is linked from the footer, reads at 360 px and in isiZulu', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Employing a Domestic Worker' }).click();
  await expect(page).toHaveURL(/\/household-guide$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Employing a domestic worker: what the law asks of your household',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register for UIF on uFiling' })).toBeVisible();
  await expect(page.getByText('The national minimum wage is R30.23 an hour from 2026-03-01.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await noHorizontalOverflow(page);

  // Another language, machine-assisted and saying so; the figures still come from the pay rules.
  // The guide's own switcher, not the footer's site-wide one (issue 17).
  await page.getByRole('main').getByLabel('Language').selectOption('zu');
  await expect(page).toHaveURL(/\/household-guide\?lang=zu$/);
  const guide = page.getByTestId('household-guide');
  await expect(guide).toHaveAttribute('lang', 'zu');
  await expect(
    guide.getByRole('heading', {
      level: 1,
      name: 'Ukuqasha isisebenzi sasekhaya: lokho umthetho okufunayo ekhaya lakho',
    }),
  ).toBeVisible();
  await expect(guide.getByRole('note')).toContainText('The English guide is the one that counts.');
  await expect(
    guide.getByText('Iholo elincane likazwelonke lingu-R30.23 ngehora', { exact: false }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await noHorizontalOverflow(page);
});
