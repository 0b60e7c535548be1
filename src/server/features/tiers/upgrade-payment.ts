// The 'upgrade' payment type: priced from the server's constants for a move the tier rules allow, and granted
// (the tier for a year) only once its payment is verified.
import { eq } from 'drizzle-orm';
import { PRICES_CENTS } from '../../../shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import { workers } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { registerPaymentFulfiller, registerPaymentType } from '../payments/index.js';
import { assertUpgradeAllowed, effectiveTier, grantUpgrade } from './service.js';

export const UPGRADE_CALLBACK_PATH = '/payment-callback';

registerPaymentType('upgrade', {
  callbackPath: UPGRADE_CALLBACK_PATH,
  async price(app, user, body) {
    const [worker] = await app.ctx.database.db
      .select({ id: workers.id, tierLevel: workers.tierLevel, tierExpiresAt: workers.tierExpiresAt })
      .from(workers)
      .where(eq(workers.userId, user.id))
      .limit(1);
    if (!worker) throw new HttpError(400, PAYMENT_MESSAGES.noWorkerProfile);
    const target = assertUpgradeAllowed(effectiveTier(worker), body.tierLevel);
    if (target === 'basic') throw new HttpError(400, PAYMENT_MESSAGES.unknownType);
    return {
      amountCents: PRICES_CENTS[target],
      workerId: worker.id,
      tierLevel: target,
      paymentMethod: body.paymentMethod,
    };
  },
});

registerPaymentFulfiller('upgrade', async (tx, payment) => {
  await grantUpgrade(tx, payment);
});
