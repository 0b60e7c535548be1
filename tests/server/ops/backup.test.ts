// `npm run backup` while the server runs, `npm run restore` into a new DATA_DIR (and database), and a server on
// the restored data serving the same data: the same account, profile and files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { openDatabase } from '../../../src/server/db/open.js';
import { uploads } from '../../../src/server/db/schema.js';
import { LocalFileStorage } from '../../../src/server/providers/storage/local.js';
import { createWorker, signedInUser } from '../../support/factories.js';
import { runScript, serverEnv, startServerProcess } from '../../support/server-process.js';
import { freshPostgres } from '../../support/test-app.js';

const adminUrl = process.env.DATABASE_URL;

describe(`backup and restore (${adminUrl ? 'postgres: pg_dump' : 'pglite: snapshot'})`, () => {
  let root: string;
  let dirA: string;
  let dirB: string;
  let envA: Record<string, string>;
  let envB: Record<string, string>;
  const drops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-backup-'));
    dirA = path.join(root, 'a');
    dirB = path.join(root, 'b');
    envA = serverEnv(dirA);
    envB = serverEnv(dirB);
    if (adminUrl) {
      const a = await freshPostgres(adminUrl);
      const b = await freshPostgres(adminUrl);
      drops.push(a.drop, b.drop);
      envA.DATABASE_URL = a.url;
      envB.DATABASE_URL = b.url;
    }
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores a backup taken while the server runs into a new DATA_DIR that serves the same data', async () => {
    // Data from earlier use: an account with a live session, a worker profile and its photo on disk.
    const configA = loadConfig({ ...envA, LOG_LEVEL: 'silent' });
    const seeded = await openDatabase(configA);
    const photoKey = 'photos/backup-test.jpg';
    const photo = Buffer.from('pretend jpeg bytes for the backup test');
    let cookie: string;
    try {
      const signedIn = await signedInUser(seeded.db, configA, { firstName: 'Ayanda' });
      cookie = signedIn.cookie;
      await new LocalFileStorage(dirA).put('public', photoKey, photo);
      await seeded.db.insert(uploads).values({
        ownerUserId: signedIn.user.id,
        kind: 'photo',
        storageKey: photoKey,
        url: `/files/${photoKey}`,
        mimeType: 'image/jpeg',
        sizeBytes: photo.length,
      });
      await createWorker(seeded.db, {
        userId: signedIn.user.id,
        fullName: 'Ayanda Dlamini',
        profilePhotoUrl: `/files/${photoKey}`,
      });
    } finally {
      await seeded.close();
    }

    const serverA = await startServerProcess(envA);
    const before = await (await fetch(`${serverA.url}/api/me/export`, { headers: { cookie } })).json();
    expect(before.workerProfile.fullName).toBe('Ayanda Dlamini');

    const target = path.join(root, 'backup-1');
    const backup = await runScript(['scripts/backup.ts', target], envA);
    expect(backup.out).toContain(`Backup written to ${target}`);
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(adminUrl ? 'pg_dump of DATABASE_URL' : 'snapshot by the running server');
    const manifest = JSON.parse(fs.readFileSync(path.join(target, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'work-local-backup',
      database: adminUrl ? 'postgres' : 'pglite',
      files: 1,
    });
    // The server kept serving during and after the backup.
    expect((await fetch(`${serverA.url}/api/health`)).status).toBe(200);
    expect(await serverA.stop()).toBe(0);

    const restore = await runScript(['scripts/restore.ts', target], envB);
    expect(restore.out).toContain('Restored the backup');
    expect(restore.code).toBe(0);

    const serverB = await startServerProcess(envB);
    try {
      const after = await (await fetch(`${serverB.url}/api/me/export`, { headers: { cookie } })).json();
      const { exportedAt: _a, ...beforeData } = before;
      const { exportedAt: _b, ...afterData } = after;
      expect(afterData).toEqual(beforeData);
      const file = await fetch(`${serverB.url}/files/${photoKey}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(photo);
    } finally {
      expect(await serverB.stop()).toBe(0);
    }

    // A restore never overwrites data silently.
    const again = await runScript(['scripts/restore.ts', target], envB);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(
      adminUrl
        ? /already holds tables; create an empty one/
        : /already holds data; restore into a new DATA_DIR or pass --force/,
    );
  }, 240_000);

  it('backs up without a running server, and refuses a target that is not empty', async () => {
    const target = path.join(root, 'backup-2');
    const backup = await runScript(['scripts/backup.ts', target], envB);
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(adminUrl ? 'pg_dump of DATABASE_URL' : 'embedded database opened directly');
    const refused = await runScript(['scripts/backup.ts', target], envB);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not empty');
  }, 120_000);
});
