// GET /api/health: what a load balancer or uptime check reads.
import * as z from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

export const healthSchema = z.object({ status: z.literal('ok'), database: databaseKind });

export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: databaseKind,
  message: z.string(),
});
