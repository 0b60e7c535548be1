import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, nextPhone } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { devOutbox, payments, workHistory } from '../../db/schema.js';
import { PAYMENT_TYPES } from '../../payment-types.js';

describe('review requests after a paid registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends the wizard's requests when the registration payment is fulfilled", async () => {
    const fulfil = PAYMENT_TYPES.registration.grant;
    const worker = await createWorker(t.db, { listed: false, fullName: 'Ayanda Khumalo' });
    const employerPhone = nextPhone();
    await t.db.insert(workHistory).values({
      workerId: worker.id,
      workType: 'Cleaning',
      employerName: 'Mrs Pillay',
      employerPhone,
      reviewRequested: true,
      position: 0,
    });
    await t.app.ctx.jobs.drain();
    expect(await t.db.select().from(devOutbox).where(eq(devOutbox.to, employerPhone))).toEqual([]);

    await t.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          reference: `wl-test-${worker.id}`,
          workerId: worker.id,
          paymentType: 'registration',
          amountCents: 1000,
          provider: 'sandbox',
        })
        .returning();
      await fulfil(tx, payment!);
    });
    await t.app.ctx.jobs.drain();
    const sms = await t.db.select().from(devOutbox).where(eq(devOutbox.to, employerPhone));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Ayanda Khumalo has asked you to review their work');
  });
});
