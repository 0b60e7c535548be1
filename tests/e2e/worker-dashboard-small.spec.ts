// Issue 16, trap 13 (the worker's and the admin's side): a fifth review request to one number in a day shows when
// the worker can send again; declining a hire asks first; the admin queue names the worker.
import { expect, test } from '@playwright/test';
import { createEmployer, createHire, createWorker, newAdminPhone, newPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

const PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

test('declining a hire asks for confirmation first, and Keep Request keeps it', async ({ page }) => {
  const worker = await createWorker();
  await createHire(await createEmployer({ verified: true }), worker.id);
  await signIn(page, worker.phone);
  await page.goto('/worker-dashboard');
  const requests = page.getByTestId('pending-hires');
  const pending = requests.getByRole('list', { name: 'Pending hire requests' }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await pending.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: /^Decline .*'s request\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('you cannot accept this request afterwards');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending).toHaveCount(1);

  await pending.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline Request' }).click();
  await expect(page.getByText('Hire declined', { exact: true })).toBeVisible();
  await expect(requests.getByText('Declined')).toBeVisible();
});

test('a throttled review request says when the worker can send again', async ({ page }) => {
  const worker = await createWorker();
  const employerPhone = newPhone();
  await signIn(page, worker.phone);
  await page.goto('/worker-dashboard');
  const form = page.locator('form').filter({ has: page.getByLabel('Employer Phone Number') });
  // Three a day may go to one number; the fourth is held back.
  // Each round waits for its own answer: the previous round's toast may still show, and a round that ran ahead
  // would type into the field while the previous request was in flight.
  for (let i = 0; i < 4; i++) {
    await form.getByLabel('Employer Phone Number').fill(employerPhone);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/review-requests') && r.request().method() === 'POST',
      ),
      form.getByRole('button', { name: 'Send Review Request' }).click(),
    ]);
    expect(answer.status()).toBe(i < 3 ? 201 : 429);
    if (i < 3) {
      await expect(page.getByRole('status').getByText('Review request sent!')).toBeVisible();
      await expect(form.getByLabel('Employer Phone Number')).toHaveValue('');
    }
    await expect(form.getByRole('button', { name: 'Send Review Request' })).toBeEnabled();
  }
  await expect(form.getByRole('alert')).toHaveText(
    /^This number has received the maximum number of review requests for today\. Please try again tomorrow\. You can send again at \d{2}:\d{2} on \d{1,2} [A-Z][a-z]+\.$/,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the admin queue names the worker whose document waits', async ({ page }) => {
  const worker = await createWorker({ tier: 'verified' });
  await signIn(page, worker.phone);
  const upload = await page.request.post('/api/verification/upload', {
    multipart: {
      documentType: 'id_document',
      document: { name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, newAdminPhone());
  await page.goto('/admin/verifications');
  const item = page.getByTestId('pending-document').filter({ hasText: worker.fullName });
  await expect(item.getByTestId('pending-worker-name')).toHaveText(worker.fullName);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
