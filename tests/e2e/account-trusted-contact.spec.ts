// The worker's trusted contact on the account page (issue 20): set, changed and removed by keyboard, a number that
// is not South African refused with the spec's message. At 360 px, with axe.
import { expect, test } from '@playwright/test';
import { createWorker } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

test('a worker sets, changes and removes her trusted contact on the account page', async ({ page }) => {
  const worker = await createWorker({ fullName: 'Nandi Mokoena' });
  await signIn(page, worker.phone);
  await page.goto('/account');
  const phone = page.getByLabel('Trusted contact’s phone');
  await expect(page.getByTestId('trusted-contact-current')).toHaveText('You have no trusted contact yet.');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await phone.fill('12345');
  await phone.press('Enter');
  await expect(
    page.getByText('Please enter a valid South African phone number for your trusted contact'),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await phone.fill('083 555 0144');
  await phone.press('Enter');
  await expect(page.getByTestId('trusted-contact-current')).toContainText('083 555 0144');
  await page.reload();
  await expect(phone).toHaveValue('0835550144');

  await phone.fill('0825550145');
  await page.getByRole('button', { name: 'Change trusted contact' }).press('Enter');
  await expect(page.getByTestId('trusted-contact-current')).toContainText('082 555 0145');

  await page.getByRole('button', { name: 'Remove trusted contact' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trusted-contact-current')).toHaveText('You have no trusted contact yet.');
  const saved = await (await page.request.get('/api/me/trusted-contact')).json();
  expect(saved.trustedContactPhone).toBeNull();
});
