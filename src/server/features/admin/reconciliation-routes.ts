// /api/admin/ledger: the ledger against Paystack (issue 34; admin-only: the hook in routes.ts). The day's check is
// made on asking (GET /ledger/reconciliation?date=, read-only: nothing stored); the nightly runs' stored results,
// newest first, are GET /ledger/reconciliations, where days with differences are flagged. Visit refunds not processed
// are GET /ledger/refunds; one Paystack could not complete is asked again, once, by POST /ledger/refunds/:id/retry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRefundSchema,
  adminRefundsQuerySchema,
  adminRefundsSchema,
  refundParamsSchema,
} from '../../../shared/schemas/admin-refunds.js';
import {
  RECONCILIATION_MESSAGES,
  reconciliationQuerySchema,
  reconciliationSchema,
  storedReconciliationsSchema,
} from '../../../shared/schemas/reconciliation.js';
import { requireAdmin } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import { paymentDeps } from '../payments/index.js';
import { reconcileDay, reconcileDeps, storedReconciliations } from '../reconciliation/index.js';
import { adminRefunds, retryRefund } from '../visit-payments/index.js';
import { recordAudit } from './audit.js';

export const adminReconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;

  app.get(
    '/ledger/reconciliation',
    { schema: { querystring: reconciliationQuerySchema, response: { 200: reconciliationSchema } } },
    async (request) => {
      const deps = {
        ...reconcileDeps(config, database),
        payments: app.ctx.payments,
        transfers: app.ctx.transfers,
      };
      try {
        return await reconcileDay(deps, request.query.date, app.ctx.now());
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        request.log.warn({ err }, 'reconciliation: Paystack lists unavailable');
        throw new HttpError(502, RECONCILIATION_MESSAGES.gatewayUnavailable);
      }
    },
  );

  app.get(
    '/ledger/reconciliations',
    { schema: { response: { 200: storedReconciliationsSchema } } },
    async () => ({ reconciliations: await storedReconciliations(database.db) }),
  );

  app.get(
    '/ledger/refunds',
    { schema: { querystring: adminRefundsQuerySchema, response: { 200: adminRefundsSchema } } },
    async (request) => ({ refunds: await adminRefunds(database.db, request.query) }),
  );

  app.post(
    '/ledger/refunds/:id/retry',
    { schema: { params: refundParamsSchema, response: { 200: adminRefundSchema } } },
    async (request) => {
      const admin = requireAdmin(request);
      return retryRefund(paymentDeps(app), request.params.id, admin.id, app.ctx.now(), (tx, refund) =>
        recordAudit(tx, admin, {
          action: 'refund.retried',
          subjectType: 'refund',
          subjectId: request.params.id,
          details: {
            retryId: refund.id,
            amountCents: refund.amountCents,
            reference: refund.paymentReference,
          },
        }),
      );
    },
  );
};
