// The console's Payments section at 360 px (decision 0389): an admin refunds a worker's upgrade in full, after a
// reason, and the payment then says where its refund stands in the admin's words and language, not in Paystack's
// (the journeys' sandbox completes a refund at once: "Processed"; the webhooks' later steps are tested on the server,
// admin/money.test.ts).
import { expect, test } from '@playwright/test';
import { createWorker, newAdminPhone, saveLanguage } from './factories.js';
import { signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

test('an admin refunds a payment in full and reads where its refund stands, in isiXhosa too', async ({
  page,
}) => {
  const worker = await createWorker({ tier: 'verified' });
  await signIn(page, newAdminPhone());
  await page.goto('/admin/payments');
  await page.getByLabel('Find payments by reference or phone').fill(worker.phone);
  await page.keyboard.press('Enter');
  const card = page.getByTestId('admin-payment').filter({ hasText: 'upgrade' });
  await expect(card).toHaveCount(1);
  await checkPage(page);

  await card.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (sent to the provider and kept in the audit log)').fill('Paid twice');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Refund: Processed');
  await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await checkPage(page);

  await saveLanguage(page.request, 'xh');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
  await page.getByRole('searchbox').fill(worker.phone);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('admin-payment').filter({ hasText: 'upgrade' })).toContainText(
    'Ukubuyiswa kwemali: Kugqityiwe',
  );
  await checkPage(page);
});
