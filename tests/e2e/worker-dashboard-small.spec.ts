// Issue 16, trap 13 (the worker's and the admin's side): a fifth review request to one number in a day shows when
// the worker can send again; declining a hire asks first; the admin queue names the worker.
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 } });

const ADMIN_PHONE = '0820000001';
// The demo subscriber: hires without running into the free hires, which other journeys of the run use up.
const VERIFIED_EMPLOYER_PHONE = '0820000030';
const PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** A demo worker (the `index`th nearest Soweto, on the given tier) with the sign-in number and name. */
async function demoWorker(page: Page, index: number, tier?: 'verified' | 'premium') {
  const search = await page.request.get(
    `/api/workers/search?lat=-26.2485&lng=27.854&radius=20&limit=100${tier ? '&verifiedOnly=true' : ''}`,
  );
  const { workers } = (await search.json()) as { workers: { id: string; tierLevel: string }[] };
  const pick = workers.filter((w) => !tier || w.tierLevel === tier)[index]!;
  const profile = (await (await page.request.get(`/api/workers/${pick.id}`)).json()) as {
    id: string;
    fullName: string;
    phoneNumber: string;
  };
  return profile;
}

test('declining a hire asks for confirmation first, and Keep Request keeps it', async ({ page }) => {
  await signIn(page, VERIFIED_EMPLOYER_PHONE);
  const worker = await demoWorker(page, 7);
  const hire = await page.request.post('/api/hires', { data: { workerId: worker.id } });
  expect(hire.status()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, worker.phoneNumber);
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
  await signIn(page, ADMIN_PHONE);
  const worker = await demoWorker(page, 8);
  await page.context().clearCookies();
  await signIn(page, worker.phoneNumber);
  await page.goto('/worker-dashboard');
  const form = page.locator('form').filter({ has: page.getByLabel('Employer Phone Number') });
  // Three a day may go to one number; the fourth is held back.
  // Each round waits for its own answer: the previous round's toast may still show, and a round that ran ahead
  // would type into the field while the previous request was in flight.
  for (let i = 0; i < 4; i++) {
    await form.getByLabel('Employer Phone Number').fill('0847876561');
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
  await signIn(page, ADMIN_PHONE);
  const worker = await demoWorker(page, 0, 'verified');
  await page.context().clearCookies();
  await signIn(page, worker.phoneNumber);
  const upload = await page.request.post('/api/verification/upload', {
    multipart: {
      documentType: 'id_document',
      document: { name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/verifications');
  const item = page.getByTestId('pending-document').filter({ hasText: worker.fullName });
  await expect(item.getByTestId('pending-worker-name')).toHaveText(worker.fullName);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
