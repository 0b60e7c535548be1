// The R10 registration as a payment type: priced from the server's constants, for the signed-in user's own unpaid
// profile; its verified payment makes the listing live for good.
import { eq } from 'drizzle-orm';
import { DEFAULT_PAYMENT_METHOD, PRICES_CENTS } from '../../../shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import { workers } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { registerPaymentFulfiller, registerPaymentType } from '../payments/index.js';
import { queueWorkHistoryReviewRequests } from '../review-requests/index.js';
import { markRegistrationPaid } from './registration-service.js';

const REGISTRATION_CALLBACK_PATH = '/payment-callback';

registerPaymentType('registration', {
  callbackPath: REGISTRATION_CALLBACK_PATH,
  async price(app, user, body) {
    if (body.tierLevel && body.tierLevel !== 'basic') {
      throw new HttpError(400, 'Registration is for the basic tier; use an upgrade for other tiers', {
        field: 'tierLevel',
      });
    }
    const [worker] = await app.ctx.database.db
      .select({ id: workers.id, registrationPaidAt: workers.registrationPaidAt })
      .from(workers)
      .where(eq(workers.userId, user.id))
      .limit(1);
    if (!worker) throw new HttpError(400, PAYMENT_MESSAGES.noWorkerProfile);
    if (worker.registrationPaidAt) throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
    return {
      amountCents: PRICES_CENTS.registration,
      workerId: worker.id,
      tierLevel: 'basic',
      paymentMethod: body.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    };
  },
});

registerPaymentFulfiller('registration', async (tx, payment) => {
  if (!payment.workerId) throw new Error(`Registration payment ${payment.reference} has no worker`);
  await markRegistrationPaid(tx, payment.workerId);
  // The paid registration is complete: the wizard's review requests go out.
  await queueWorkHistoryReviewRequests(tx, payment.workerId);
});
