// GET /api/health: what a load balancer or uptime check reads.
import * as z from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

export const healthSchema = z.object({ status: z.literal('ok'), database: databaseKind });

export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: databaseKind,
  message: z.string(),
});

// GET /api/ready: whether this process can take traffic (database, migrations, not shutting down).
export const readySchema = z.object({ status: z.literal('ready'), database: databaseKind });

export const notReadySchema = z.object({
  status: z.literal('not_ready'),
  reason: z.enum(['shutting_down', 'migrations_pending', 'database_unavailable']),
});
