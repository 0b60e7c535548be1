// Trust both ways (issue 20): a worker sees what she may know of an employer on the hire request (rating, hires,
// verified phone), accepts, and rates the employer from her hires list on the dashboard, by keyboard. At 360 px,
// with axe on the dashboard and the rating dialog.
import { expect, type Page, test } from '@playwright/test';
import { createWorker, e164, newAdminPhone, newPhone, spaced } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

async function verifyEmployerPhone(page: Page) {
  await page.goto('/phone-verification');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const code = page.getByTestId('development-otp');
  await expect(code).toHaveText(/^\d{6}$/);
  await page.getByLabel('Verification Code').fill((await code.textContent())?.trim() ?? '');
  await page.getByRole('button', { name: 'Verify Phone' }).click();
  await expect(page.getByText('You can now hire workers', { exact: true })).toBeVisible();
}

test('a worker rates an employer after a hire', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const EMPLOYER_PHONE = newPhone();
  await signIn(page, (await createWorker({ fullName: 'Busi Ndlovu' })).phone);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.hasWorkerProfile).toBe(true);

  const employerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const employer = await employerContext.newPage();
  await signIn(employer, EMPLOYER_PHONE, 'Ayesha');
  await verifyEmployerPhone(employer);
  const hire = await employer.request.post('/api/hires', { data: { workerId: me.workerId } });
  expect(hire.status()).toBe(201);
  await employerContext.close();

  // The request shows what she may know of the employer before she answers.
  await page.goto('/worker-dashboard');
  const pending = page.getByRole('list', { name: 'Pending hire requests' }).getByRole('listitem');
  const request = pending.filter({ hasText: 'Ayesha wants to hire you' });
  await expect(request.getByTestId('employer-facts')).toContainText('Not rated by workers yet');
  await expect(request.getByTestId('employer-facts')).toContainText('Phone verified');
  await request.getByRole('button', { name: 'Accept' }).click();

  const answered = page.getByRole('list', { name: 'Answered hire requests' }).getByRole('listitem');
  const done = answered.filter({ hasText: 'Ayesha' });
  await expect(done.getByRole('link', { name: 'Safety check-in for Ayesha' })).toBeVisible();
  await done.getByRole('button', { name: 'Rate Ayesha' }).click();

  const dialog = page.getByRole('dialog', { name: 'Rate Ayesha' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(dialog.getByText('Please choose from 1 to 5 stars.', { exact: true })).toBeVisible();
  // Stars by keyboard: Space picks 1, each ArrowRight one more.
  await dialog.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('What was it like to work for them? (optional)').fill('Kind, and paid on time.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send rating' }).click();

  await expect(page.getByText('Thank you for your rating', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(done).toContainText('You rated this employer');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Double-blind: the employer has not reviewed her, so her rating does not show on the employer's profile yet.
  const incoming = await (await page.request.get('/api/hires/incoming')).json();
  const employerId = incoming.hires.find((h: { employer: { name: string } }) => h.employer.name === 'Ayesha')
    .employer.userId;
  await page.goto(`/employers/${employerId}`);
  await expect(page.getByRole('heading', { name: 'Ayesha', level: 1 })).toBeVisible();
  await expect(page.getByText('Not rated by workers yet', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The admin sees the rating at once, marked as of an employer; the employer's name opens them in Users.
  await page.context().clearCookies();
  await signIn(page, newAdminPhone());
  await page.goto('/admin/reviews');
  const rating = page.getByTestId('admin-review').filter({ hasText: 'Kind, and paid on time.' });
  await expect(rating).toContainText('Of an employer');
  await rating.getByRole('link', { name: 'Ayesha' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  // The link carries the stored +27 number; the box shows it the way people type it, and finds the employer.
  await expect(page.getByLabel('Find a user by phone or name')).toHaveValue(spaced(EMPLOYER_PHONE));
  const user = page.getByTestId('admin-user');
  await expect(user).toHaveCount(1);
  await expect(user.getByRole('heading', { name: 'Ayesha' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a worker checks in on an accepted hire and out again; the page shows the emergency numbers', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, (await createWorker({ fullName: 'Lindiwe Zulu' })).phone);
  const me = await (await page.request.get('/api/auth/user')).json();
  const employerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const employer = await employerContext.newPage();
  await signIn(employer, newPhone(), 'Marius');
  await verifyEmployerPhone(employer);
  const hire = await employer.request.post('/api/hires', { data: { workerId: me.workerId } });
  expect(hire.status()).toBe(201);
  const hireId: string = (await hire.json()).hire.id;
  await employerContext.close();
  expect((await page.request.post(`/api/hires/${hireId}/accept`)).status()).toBe(200);

  await page.goto('/worker-dashboard');
  await page.getByRole('link', { name: 'Safety check-in for Marius' }).click();
  await expect(page.getByRole('heading', { name: 'Safety check-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Police: 10111' })).toHaveAttribute('href', 'tel:10111');
  await expect(page.getByRole('link', { name: 'Emergency from any cellphone: 112' })).toHaveAttribute(
    'href',
    'tel:112',
  );
  await expect(page.getByRole('link', { name: 'Get the free Namola safety app' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // No end time: the form says what it needs and checks nobody in.
  await page.getByRole('button', { name: 'Check in now' }).click();
  await expect(page.getByText('Please enter the time you expect to finish.')).toBeVisible();

  // Two hours from now, as the phone's clock writes it.
  const end = await page.evaluate(() => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  });
  await page.getByLabel('When do you expect to finish?').fill(end);
  const trusted = newPhone();
  await page.getByLabel('Trusted contact’s phone (optional)').fill(spaced(trusted));
  await page.getByRole('button', { name: 'Check in now' }).click();
  await expect(page.getByTestId('checked-in')).toContainText('You are checked in.');
  const contact = await (await page.request.get('/api/me/trusted-contact')).json();
  expect(contact.trustedContactPhone).toBe(e164(trusted));

  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('button', { name: 'Check in now' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
