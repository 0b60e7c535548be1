// Issue 19: a worker answers a hire request from the message itself. On the embedded demo an employer hires a
// worker; on the developer phone (/dev/phone) the worker's chat shows the request with its buttons; replying 1
// there accepts it, and the employer's hire list shows 'Accepted' without a reload and without the worker ever
// opening the app. At 360 px, with axe on both pages. And the notification preferences on the account page.
import { expect, type Page, test } from '@playwright/test';
import { createWorker, newPhone, placePosition, uniqueName } from './factories.js';
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

/** Hires the journey's own worker, found with Find Workers in Bloemfontein, where she lives. */
async function hireInBloemfontein(page: Page, name: string): Promise<void> {
  await page.goto('/find-workers');
  await page.getByRole('combobox', { name: 'Location' }).fill('Bloemfontein');
  await page
    .getByRole('option', { name: /^Bloemfontein, Free State/ })
    .first()
    .click();
  const card = page.getByTestId('worker-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: `Hire ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Hire ${name}?` });
  await dialog.getByRole('button', { name: 'Confirm Hire' }).click();
  await expect(
    page.getByText(
      `${name} will be told by WhatsApp or SMS and can answer there. You will see their address once they accept.`,
      { exact: true },
    ),
  ).toBeVisible();
}

test('a worker accepts a hire by replying 1, and the employer sees it without the worker opening the app', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // A worker of the journey's own in Bloemfontein, and a new employer.
  const worker = uniqueName('Palesa');
  await createWorker({
    fullName: worker,
    city: 'Bloemfontein',
    suburb: 'Westdene',
    ...(await placePosition(page.request, 'Bloemfontein')),
  });
  await signIn(page, newPhone(), 'Zanele');
  await verifyEmployerPhone(page);
  await hireInBloemfontein(page, worker);

  await page.goto('/employer-subscription');
  const hire = page.getByTestId('my-hires').getByRole('listitem').filter({ hasText: worker });
  await expect(hire.getByTestId('hire-status')).toHaveText('Waiting for the worker');

  // The worker's phone, as the developer phone shows it: the request with its buttons, by WhatsApp.
  const phone = await context.newPage();
  await phone.goto('/dev/phone');
  await phone.getByRole('button', { name: new RegExp(`^${worker} · `) }).click();
  const chat = phone.getByRole('region', { name: /^Chat with \+27/ });
  const request = chat.getByTestId('dev-phone-message').filter({ hasText: 'Zanele' });
  await expect(request).toContainText('would like to hire you');
  await expect(request).toContainText('Reply 1 to accept or 2 to decline');
  await expect(request.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(request).toContainText('WhatsApp');
  expect(await seriousAxeViolations(phone)).toEqual([]);

  await chat.getByLabel('Reply as this phone').fill('1');
  await chat.getByRole('button', { name: 'Send reply' }).click();
  await expect(chat.getByTestId('dev-phone-message').last()).toContainText(
    'You accepted the hire request from Zanele',
  );

  // The employer's page, untouched since the request: it looks again while a request waits.
  await expect(hire.getByTestId('hire-status')).toHaveText('Accepted', { timeout: 25_000 });
  await expect(hire).toContainText(worker);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a worker chooses SMS, job alerts and her own quiet hours on the account page', async ({ page }) => {
  await signIn(page, (await createWorker({ fullName: 'Palesa Sithole' })).phone);
  await page.goto('/account');
  const card = page.locator('form').filter({ hasText: 'Send my messages by' });
  await expect(card.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await expect(card.getByLabel('From')).toHaveValue('20:00');
  await expect(card.getByLabel('Until')).toHaveValue('07:00');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await card.getByRole('radio', { name: 'SMS' }).check();
  await card.getByRole('checkbox', { name: 'New jobs near me (job alerts)' }).check();
  await card.getByLabel('From').fill('21:30');
  await card.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(card.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'New jobs near me (job alerts)' })).toBeChecked();
  await expect(card.getByLabel('From')).toHaveValue('21:30');
});
