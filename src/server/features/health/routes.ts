// GET /api/health (liveness: the process serves and its database answers) and GET /api/ready (readiness for a load
// balancer: also every migration this build knows is applied and the process is not shutting down).

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import {
  healthSchema,
  healthUnavailableSchema,
  notReadySchema,
  readySchema,
} from '../../../shared/schemas/health.js';
import { type Database, migrationsFolder } from '../../db/client.js';
import { PUBLIC_ROUTE } from '../../lib/route-access.js';

const healthRoute = {
  config: PUBLIC_ROUTE,
  schema: { response: { 200: healthSchema, 503: healthUnavailableSchema } },
};
const readyRoute = { config: PUBLIC_ROUTE, schema: { response: { 200: readySchema, 503: notReadySchema } } };

/** The newest migration this build ships (drizzle-kit's journal), compared with what the database recorded. */
function latestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

async function migrationsApplied(database: Database, expected: number): Promise<boolean> {
  // Raw SQL: drizzle's own bookkeeping table is not part of our schema, so the builder has no table for it.
  const [row] = await database.query<{ last: string | number | null }>(
    'SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations',
  );
  return row?.last != null && Number(row.last) >= expected;
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expectedMigration = latestMigrationMillis();

  app.get('/health', healthRoute, async (_request, reply) => {
    const { database } = app.ctx;
    try {
      await database.query('select 1');
    } catch {
      return reply
        .status(503)
        .send({ status: 'unavailable', database: database.kind, message: 'Database unavailable' });
    }
    return { status: 'ok' as const, database: database.kind };
  });

  app.get('/ready', readyRoute, async (_request, reply) => {
    const { database, lifecycle } = app.ctx;
    const notReady = (reason: z.infer<typeof notReadySchema>['reason']) =>
      reply.status(503).header('cache-control', 'no-store').send({ status: 'not_ready', reason });
    if (lifecycle.shuttingDown) return notReady('shutting_down');
    try {
      if (!(await migrationsApplied(database, expectedMigration))) return notReady('migrations_pending');
    } catch {
      return notReady('database_unavailable');
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready', database: database.kind });
  });
};
