// The 'upgrade' payment type: priced from the server's constants for a move the tier rules allow, and granted
// (the tier for a year) only once its payment is verified.
import { eq } from 'drizzle-orm';
import { PRICES_CENTS } from '../../../shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import { workers } from '../../db/schema.js';
import { effectiveTier } from '../../domain/visibility.js';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentTypeDefinition } from '../payments/index.js';
import { assertUpgradeAllowed, grantUpgrade } from './service.js';

const UPGRADE_CALLBACK_PATH = '/payment-callback';

export const upgradePayment: PaymentTypeDefinition = {
  description: 'Tier upgrade',
  callbackPath: UPGRADE_CALLBACK_PATH,
  async price(db, user, body) {
    const [worker] = await db
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
  grant: grantUpgrade,
};
