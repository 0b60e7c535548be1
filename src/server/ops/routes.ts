// POST /api/ops/backup: the backup CLI asks the running server (which holds the embedded database) to write a
// consistent snapshot. Only from this machine (loopback socket) and only with a token derived from the local secret.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { keyedHash } from '../lib/crypto.js';
import { forbidden, HttpError, notFound } from '../lib/http-error.js';
import { isLocalRequest } from '../lib/local-request.js';
import { PUBLIC_ROUTE } from '../lib/route-access.js';
import { BackupError, backupManifestSchema, writeBackup } from './backup.js';

export const OPS_TOKEN_HEADER = 'x-ops-token';

/** What a local tool that can read the secret presents; the secret itself never crosses the wire. */
export function opsToken(secretKey: string): string {
  return keyedHash(secretKey, 'ops:backup');
}

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.ctx;
  const expected = opsToken(config.secretKey);

  app.post(
    '/backup',
    {
      config: PUBLIC_ROUTE,
      schema: {
        body: z.object({ target: z.string().min(1).max(4096) }),
        response: { 200: backupManifestSchema },
      },
    },
    async (request) => {
      if (!isLocalRequest(request) || request.headers[OPS_TOKEN_HEADER] !== expected) {
        // Indistinguishable from a missing route for anyone else.
        throw notFound('Not found');
      }
      if (database.kind !== 'pglite')
        throw forbidden('PostgreSQL is backed up with pg_dump (see docs/operations.md)');
      try {
        const manifest = await writeBackup({
          dataDir: config.dataDir,
          target: request.body.target,
          database,
        });
        request.log.info({ files: manifest.files, databaseBytes: manifest.databaseBytes }, 'backup written');
        return manifest;
      } catch (err) {
        if (err instanceof BackupError) throw new HttpError(400, err.message, { code: 'backup_failed' });
        throw err;
      }
    },
  );
};
