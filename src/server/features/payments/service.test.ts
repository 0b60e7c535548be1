// The payment services on their own: a database, the embedded sandbox gateway and a payment-types table, no app.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import { payments } from '../../db/schema.js';
import { SANDBOX_PAID, SandboxProvider } from '../../providers/payments/sandbox.js';
import type { PaymentTypes } from './payment-types.js';
import { initializePayment, type PaymentDeps, verifyPayment } from './service.js';

describe('initializePayment and verifyPayment without the app', () => {
  let t: TestDatabase;
  let deps: PaymentDeps;
  const granted: string[] = [];
  const paymentTypes: PaymentTypes = {
    'test-grant': {
      description: 'A test grant',
      callbackPath: '/payment-callback',
      async price() {
        return { amountCents: 1500 };
      },
      async grant(_tx, payment) {
        granted.push(payment.reference);
      },
    },
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    deps = {
      db: t.database.db,
      gateway: new SandboxProvider(t.database),
      paymentTypes,
      config: t.config,
      log: pino({ level: 'silent' }),
    };
  });
  afterAll(() => t.close());

  it('grants a paid payment through its type in the table, exactly once', async () => {
    const user = await createUser(t.database.db);
    const { reference, authorizationUrl } = await initializePayment(deps, {
      userId: user.id,
      paymentType: 'test-grant',
      amountCents: 1500,
      callbackPath: '/payment-callback',
      description: 'A test grant',
    });
    expect(authorizationUrl).toContain(encodeURIComponent(reference));

    const pending = await verifyPayment(deps, reference, { userId: user.id });
    expect(pending).toMatchObject({ succeeded: false, message: PAYMENT_MESSAGES.pending });
    expect(granted).toEqual([]);

    // What the sandbox checkout page writes when the tester presses Pay.
    await t.database.db
      .update(payments)
      .set({ providerStatus: SANDBOX_PAID })
      .where(eq(payments.reference, reference));
    const paid = await verifyPayment(deps, reference, { userId: user.id });
    expect(paid.succeeded).toBe(true);
    expect(paid.payment.status).toBe('success');
    expect(paid.payment.fulfilledAt).not.toBeNull();
    const again = await verifyPayment(deps, reference);
    expect(again.succeeded).toBe(true);
    expect(granted).toEqual([reference]);
  });

  it("refuses another user's reference as not found", async () => {
    const owner = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const { reference } = await initializePayment(deps, {
      userId: owner.id,
      paymentType: 'test-grant',
      amountCents: 1500,
      callbackPath: '/payment-callback',
      description: 'A test grant',
    });
    await expect(verifyPayment(deps, reference, { userId: other.id })).rejects.toMatchObject({
      statusCode: 404,
      message: PAYMENT_MESSAGES.notFound,
    });
  });
});
