// Trust tiers journey: a basic worker upgrades to Verified through the sandbox checkout, uploads an ID document,
// an admin approves it with a note, and the worker's public profile shows the verified badge.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newAdminPhone, newPhone } from './factories.js';
import { seriousAxeViolations, signIn, signOut, uploadProfilePhoto } from './helpers.js';

/** A new basic worker: the profile is created through the API with the demo promo code (no R10 checkout). */
async function registerBasicWorker(page: Page, phone: string, fullName = 'Nomsa Dlamini'): Promise<string> {
  const profilePhotoUrl = await uploadProfilePhoto(page, '#7a5');
  const created = await page.request.post('/api/workers', {
    data: {
      fullName,
      phoneNumber: phone,
      skills: ['Childcare'],
      availability: 'Part-time',
      profilePhotoUrl,
      address: '14 Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      postalCode: '1804',
      latitude: '-26.2385',
      longitude: '27.9085',
      promoCode: 'FREE30D1',
    },
  });
  expect(created.status()).toBe(201);
  const worker = await created.json();
  expect(worker.tierLevel).toBe('basic');
  return worker.id as string;
}

test('a basic worker upgrades to Verified, uploads an ID, the admin approves it and the badge shows', async ({
  page,
}) => {
  // A new worker's number, and an admin of the journey's own.
  const WORKER_PHONE = newPhone();
  const ADMIN_PHONE = newAdminPhone();
  await signIn(page, WORKER_PHONE, 'Nomsa');
  const workerId = await registerBasicWorker(page, WORKER_PHONE);

  // Tier upgrade: basic is the current tier; both paid tiers can be chosen.
  await page.goto('/tier-upgrade');
  const basicCard = page.getByTestId('tier-card-basic');
  await expect(basicCard.getByRole('button', { name: 'Current Tier' })).toBeDisabled();
  await expect(
    page.getByTestId('tier-card-premium').getByRole('button', { name: 'Upgrade to Premium' }),
  ).toBeEnabled();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByTestId('tier-card-verified').getByRole('button', { name: 'Upgrade to Verified' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay R75.00' }).click();
  await expect(page).toHaveURL(/\/payment-callback\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto('/tier-upgrade');
  await expect(
    page.getByTestId('tier-card-verified').getByRole('button', { name: 'Current Tier' }),
  ).toBeDisabled();
  await expect(basicCard.getByRole('button', { name: 'Not Available' })).toBeDisabled();
  await expect(
    page.getByTestId('tier-card-premium').getByRole('button', { name: 'Upgrade to Premium' }),
  ).toBeEnabled();

  // Documents: the ID card is open to a Verified worker; police clearance still needs Premium.
  await page.goto('/verification-upload');
  await expect(page.getByRole('heading', { name: 'Document Verification', exact: true })).toBeVisible();
  const status = page.getByTestId('verification-status');
  await expect(status.getByText('Verified', { exact: true })).toBeVisible();
  const clearanceCard = page.getByTestId('document-card-police_clearance');
  await expect(clearanceCard.getByText('Upgrade to Premium tier to upload police clearance.')).toBeVisible();
  await expect(clearanceCard.getByRole('button', { name: 'Upload Document' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const idCard = page.getByTestId('document-card-id_document');
  const scan = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#dde' } })
    .png()
    .toBuffer();
  await idCard
    .getByLabel('ID Document Verification file (image or PDF)')
    .setInputFiles({ name: 'my-id.png', mimeType: 'image/png', buffer: scan });
  await expect(
    page.getByText('Your document has been submitted for verification.', { exact: true }),
  ).toBeVisible();
  await expect(idCard.getByText('Pending Review')).toBeVisible();
  await expect(idCard.getByRole('button', { name: 'Upload Document' })).toHaveCount(0);

  // The admin reviews it.
  await signOut(page);
  await signIn(page, ADMIN_PHONE, undefined, { returnTo: '/admin/verifications' });
  await expect(page.getByRole('heading', { name: 'Verification Management' })).toBeVisible();
  const item = page.getByTestId('pending-document').filter({ hasText: workerId.slice(0, 20) });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('ID Document')).toBeVisible();
  await expect(item.getByText('Pending Review')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const view = item.getByRole('link', { name: 'View Document' });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('href', /^\/api\/verification\/documents\/[0-9a-f-]{36}\/file$/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  const opened = await popup.waitForLoadState().then(() => popup.url());
  const fileResponse = await page.request.get(opened);
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.headers()['content-type']).toBe('image/jpeg');
  expect(fileResponse.headers()['cache-control']).toContain('no-store');
  await popup.close();

  await item.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByPlaceholder('Add any notes about this verification...')).toBeVisible();
  await dialog.getByPlaceholder('Add any notes about this verification...').fill('ID matches the profile');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('Verification document has been reviewed successfully.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pending-document').filter({ hasText: workerId.slice(0, 20) })).toHaveCount(
    0,
  );

  // Employers (any signed-in user) now see the badge on the public profile.
  await page.goto(`/worker/${workerId}`);
  await expect(page.getByRole('heading', { name: 'Nomsa Dlamini' })).toBeVisible();
  await expect(page.getByText('ID Verified', { exact: true })).toBeVisible();
});

test('pages guard their visitors: sign-in, a worker profile, and admins only for the review queue', async ({
  page,
}) => {
  await page.goto('/tier-upgrade');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ftier-upgrade$/);

  await signIn(page, newPhone(), 'Sipho');
  await page.goto('/tier-upgrade');
  await expect(page.getByText('Please create a worker profile first.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register-worker$/);

  await page.goto('/verification-upload');
  await expect(page.getByText('Worker Profile Required')).toBeVisible();

  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { name: 'Verification Management' })).toBeVisible();
  await expect(page.getByText('Only admins can review verification documents.')).toBeVisible();
});

test('a rejected ID shows the notes and can be uploaded again', async ({ page }) => {
  const WORKER_PHONE = newPhone();
  const ADMIN_PHONE = newAdminPhone();
  await signIn(page, WORKER_PHONE, 'Lindiwe');
  const workerId = await registerBasicWorker(page, WORKER_PHONE, 'Lindiwe Khumalo');
  // The upgrade is paid through the API and the sandbox gateway; the journey above covers the pages.
  const init = await page.request.post('/api/payments/initialize', {
    data: { amount: '75.00', paymentType: 'upgrade', tierLevel: 'verified' },
  });
  const { reference } = await init.json();
  await page.request.post(`/sandbox/checkout/${reference}`, {
    form: { decision: 'pay', callback: '/payment-callback' },
    maxRedirects: 0,
  });
  expect((await (await page.request.get(`/api/payments/verify/${reference}`)).json()).status).toBe(true);
  const scan = await sharp({ create: { width: 400, height: 250, channels: 3, background: '#ccd' } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post('/api/verification/upload', {
    multipart: {
      documentType: 'id_document',
      document: { name: 'id.jpg', mimeType: 'image/jpeg', buffer: scan },
    },
  });
  expect(uploaded.status()).toBe(201);

  await signOut(page);
  await signIn(page, ADMIN_PHONE, undefined, { returnTo: '/admin/verifications' });
  const item = page.getByTestId('pending-document').filter({ hasText: workerId.slice(0, 20) });
  await item.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  const reject = dialog.getByRole('button', { name: 'Reject' });
  await expect(reject).toBeDisabled();
  // Cancel closes the dialog and clears the notes.
  await dialog.getByPlaceholder('Add any notes about this verification...').fill('draft');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await item.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByPlaceholder('Add any notes about this verification...')).toHaveValue('');
  await dialog
    .getByPlaceholder('Add any notes about this verification...')
    .fill('The photo is too dark to read');
  await expect(reject).toBeEnabled();
  await reject.click();
  await expect(page.getByText('Review Submitted', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  await signOut(page);
  await signIn(page, WORKER_PHONE, undefined, { returnTo: '/verification-upload' });
  const idCard = page.getByTestId('document-card-id_document');
  await expect(idCard.getByText('Rejected')).toBeVisible();
  await expect(idCard.getByText('The photo is too dark to read')).toBeVisible();
  await expect(idCard.getByRole('button', { name: 'Re-upload Document' })).toBeVisible();
  await idCard
    .getByLabel('ID Document Verification file (image or PDF)')
    .setInputFiles({ name: 'id-again.jpg', mimeType: 'image/jpeg', buffer: scan });
  await expect(idCard.getByText('Pending Review')).toBeVisible();
  await expect(idCard.getByRole('button', { name: 'Re-upload Document' })).toHaveCount(0);
});
