// The console's Refunds panel (issue 34, decision 0385) at 360 px: the visit refunds Paystack has not completed, and
// a failed one asked again after a confirm step, the button held while sending, the result announced and the list
// read again; a refusal shown as the server words it, in the admin's language (isiXhosa, the longest words). The
// journeys' server pays through the sandbox, which completes a refund at once and sends no webhooks, so no refund can
// fail there: the admin, the console and the last retry (refused by the real server, which has no such refund) are
// real; the list and the other retries' answers come from this file, in the server's shape (the server's side of
// them is refund-webhooks.test.ts, against the fake Paystack).
import { expect, type Page, type Route, test } from '@playwright/test';
import type { AdminRefund } from '../../src/shared/schemas/admin-refunds.js';
import { newAdminPhone, saveLanguage } from './factories.js';
import { signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

const REFUNDS = '**/api/admin/ledger/refunds';
const RETRY = /\/api\/admin\/ledger\/refunds\/([^/]+)\/retry$/;

function refund(fields: Partial<AdminRefund> & Pick<AdminRefund, 'id' | 'status'>): AdminRefund {
  return {
    visitId: crypto.randomUUID(),
    visitDate: '2026-02-06',
    household: { name: 'Karen', phoneNumber: '+27821234567' },
    paymentReference: `WL-VISIT-${fields.id.slice(0, 8)}`,
    amountCents: 19_000,
    providerStatus: fields.status,
    providerRefundId: '3018284',
    retryOf: null,
    retryable: fields.status === 'failed',
    requestedAt: '2026-02-04T08:00:00.000Z',
    settledAt: fields.status === 'failed' ? '2026-02-05T09:30:00.000Z' : null,
    ...fields,
  };
}

/** The server's list as the routes below change it, and how often the console read it. */
class Refunds {
  list: AdminRefund[] = [];
  reads = 0;

  async serve(page: Page) {
    await page.route(REFUNDS, (route) => {
      this.reads += 1;
      return route.fulfill({ json: { refunds: this.list } });
    });
  }
}

const error = (route: Route, status: number, message: string) =>
  route.fulfill({ status, json: { statusCode: status, error: 'Error', message } });

test('an admin sees the refunds Paystack has not completed and asks again for a failed one', async ({
  page,
}) => {
  const ADMIN_PHONE = newAdminPhone();
  await signIn(page, ADMIN_PHONE);
  // The server's own list: admin-only, in the shape the panel reads.
  const real = await page.request.get('/api/admin/ledger/refunds');
  expect(real.status()).toBe(200);
  expect(Array.isArray(((await real.json()) as { refunds: unknown }).refunds)).toBe(true);

  const refunds = new Refunds();
  await refunds.serve(page);
  await page.goto('/admin/reconciliation');
  const panel = page.getByRole('region', { name: 'Refunds' });
  await expect(panel.getByText('No refunds waiting')).toBeVisible();
  await checkPage(page);

  const failed = refund({ id: crypto.randomUUID(), status: 'failed' });
  const pending = refund({
    id: crypto.randomUUID(),
    status: 'pending',
    amountCents: 35_050,
    visitDate: null,
    household: null,
  });
  const refused = refund({ id: crypto.randomUUID(), status: 'failed', amountCents: 12_000 });
  refunds.list = [failed, pending, refused];
  const retried = refund({ id: crypto.randomUUID(), status: 'pending', retryOf: failed.id });
  let toServer = false;
  let releaseRetry: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseRetry = resolve;
  });
  await page.route(RETRY, async (route) => {
    const id = RETRY.exec(route.request().url())?.[1];
    if (id === failed.id) {
      await held;
      refunds.list = [retried, { ...failed, retryable: false }, pending, refused];
      return route.fulfill({ json: retried });
    }
    // Paystack refuses the ask; later the real server answers, in the admin's language.
    return toServer
      ? route.continue()
      : error(route, 502, 'The payment provider did not accept the refund. Please try again later.');
  });
  await page.reload();

  const cards = panel.getByTestId('admin-refund');
  await expect(cards).toHaveCount(3);
  const failedCard = cards.filter({ hasText: failed.paymentReference });
  await expect(failedCard).toContainText('R190 · Karen +27821234567');
  await expect(failedCard).toContainText('Failed at Paystack');
  await expect(failedCard).toContainText('Visit on 6 February 2026, asked');
  await expect(failedCard).toContainText('Paystack answered');
  const pendingCard = cards.filter({ hasText: pending.paymentReference });
  await expect(pendingCard).toContainText('R350.50 · Deleted account');
  await expect(pendingCard).toContainText('Waiting for Paystack');
  await expect(pendingCard.getByRole('button')).toHaveCount(0);
  await checkPage(page);

  // By keyboard: a real button, then the confirm step.
  await failedCard.getByRole('button', { name: 'Retry refund' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Retry the refund of R190?' });
  await expect(confirm).toContainText('Paystack is asked once more to pay R190 back to Karen +27821234567.');
  await checkPage(page);
  const readsBefore = refunds.reads;
  await confirm.getByRole('button', { name: 'Retry refund' }).click();
  await expect(confirm.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  releaseRetry();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('status')).toHaveText('Asked Paystack again for R190: Waiting for Paystack');
  // The keyboard is left on the answer, not at the page's start once the Retry button has gone.
  await expect(panel.getByRole('status')).toBeFocused();
  // Read again: the new ask listed, the failed one no longer offered.
  await expect(cards).toHaveCount(4);
  expect(refunds.reads).toBeGreaterThan(readsBefore);
  await expect(cards.first()).toContainText('Asked again by an admin');
  await expect(failedCard.getByRole('button', { name: 'Retry refund' })).toHaveCount(0);
  await checkPage(page);

  // Paystack refuses: its refusal as the server words it, and the list read again.
  const refusedCard = cards.filter({ hasText: refused.paymentReference });
  await refusedCard.getByRole('button', { name: 'Retry refund' }).click();
  const readsBeforeRefusal = refunds.reads;
  await page
    .getByRole('dialog', { name: 'Retry the refund of R120?' })
    .getByRole('button', { name: 'Retry refund' })
    .click();
  await expect(panel.getByRole('status')).toHaveText(
    'The payment provider did not accept the refund. Please try again later.',
  );
  await expect(panel.getByRole('status')).toBeFocused();
  await expect.poll(() => refunds.reads).toBeGreaterThan(readsBeforeRefusal);
  await checkPage(page);

  // In isiXhosa: the panel at 360 px, and the real server's refusal (it has no such refund) in her language.
  toServer = true;
  await saveLanguage(page.request, 'xh');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
  const ipanel = page.getByRole('region', { name: 'Iimbuyekezo' });
  await expect(ipanel.getByTestId('admin-refund')).toHaveCount(4);
  await checkPage(page);
  await ipanel
    .getByTestId('admin-refund')
    .filter({ hasText: refused.paymentReference })
    .getByRole('button', { name: 'Zama kwakhona ukubuyisa imali' })
    .click();
  await page
    .getByRole('dialog', { name: 'Zama kwakhona ukubuyisa i-R120?' })
    .getByRole('button', { name: 'Zama kwakhona ukubuyisa imali' })
    .click();
  await expect(ipanel.getByRole('status')).toHaveText('Ukubuyiswa kwemali akufumanekanga');
  await checkPage(page);
});
