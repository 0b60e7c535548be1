// Issue 32, item 8: the registration wizard keeps its draft on the phone until it is submitted: a reload, and a
// session lost at "Complete Registration" (sign in again), bring back every field, the step and the uploaded photo
// (kept as its URL, never its bytes).
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newPhone } from './factories.js';
import { enterCodeInDialog, signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

test('a reload and a lost session keep the wizard draft, photo included, until it is submitted', async ({
  page,
  context,
}) => {
  const phone = newPhone();
  await signIn(page, phone, 'Thandi', { returnTo: '/register-worker' });
  await page.getByLabel('Upload Photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: '#a57' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Thandi Dlamini');
  await page.getByRole('checkbox', { name: 'Childcare' }).check();
  await page.getByRole('radio', { name: 'Part-time' }).check();
  await page.getByLabel('About You (optional)').fill('Ten years of cooking for families.');
  await checkPage(page);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Address').fill('3 Jabavu Road');
  await page.getByLabel('Suburb/Area').fill('Jabavu');

  // A reload: the same step, the fields as typed.
  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue('3 Jabavu Road');
  await expect(page.getByLabel('Suburb/Area')).toHaveValue('Jabavu');
  await page.getByLabel('City').fill('Soweto');
  await page.getByLabel('Postal Code').fill('1809');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Thandi Dlamini');
  await expect(page.getByRole('checkbox', { name: 'Childcare' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Part-time' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await checkPage(page);

  // The photo is kept as the URL the server gave it, never as its bytes.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toMatch(/\/files\/uploads\/[^"\\]+\.jpg/);
  expect(stored).not.toContain('data:image');

  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();

  // The session ends on the server's side; Complete Registration sends the person to sign in.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Complete Registration - R10' }).click();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkPage(page);
  await enterCodeInDialog(page, phone);

  // Back on the wizard's last step with everything typed; submitting goes on to the checkout.
  await expect(page).toHaveURL(/\/register-worker$/);
  await expect(page.getByRole('heading', { name: 'Complete Registration - R10' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Soweto');
  await expect(page.getByLabel('Postal Code')).toHaveValue('1809');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Thandi Dlamini');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await checkPage(page);
  await page.getByRole('button', { name: 'Complete Registration - R10' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);

  // Submitted: the draft is gone from the phone.
  const after = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(after).not.toContain('Thandi Dlamini');
});
