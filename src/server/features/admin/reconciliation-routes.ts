// /api/admin/ledger: the ledger against Paystack (issue 34; admin-only: the hook in routes.ts). The day's check is
// made on asking (GET /ledger/reconciliation?date=, read-only: nothing stored); the nightly runs' stored results,
// newest first, are GET /ledger/reconciliations, where days with differences are flagged.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECONCILIATION_MESSAGES,
  reconciliationQuerySchema,
  reconciliationSchema,
  storedReconciliationsSchema,
} from '../../../shared/schemas/reconciliation.js';
import { HttpError } from '../../lib/http-error.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import { reconcileDay, reconcileDeps, storedReconciliations } from '../reconciliation/index.js';

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
};
