// The migrated template database of one PostgreSQL server-suite run (decision 0260): migrated once, then every
// test file's fresh database is a copy of it (`CREATE DATABASE x TEMPLATE t`, tens of milliseconds), where running
// the migrations per file took seconds. Vitest's global set-up makes it before any file runs and drops it after.
import pg from 'pg';
import { openPostgres, runMigrations } from '../../src/server/db/client.js';

/** The environment variable that hands the template's name from the global set-up to the test files' forks. */
export const TEMPLATE_ENV = 'WL_TEST_TEMPLATE_DB';

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** Creates and migrates a template under DATABASE_URL's server; answers its name and how to drop it. */
export async function createTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `wl_tmpl_${process.pid}_${Date.now()}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openPostgres(withDatabase(adminUrl, name), { max: 1 });
  try {
    await runMigrations(database);
  } finally {
    // A database with a session open cannot be copied: the migrator's connection must be gone first.
    await database.close();
  }
  await admin(adminUrl, async (c) => {
    // Marked as a template that refuses connections: a session on it would make every copy fail.
    await c.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
    // A pooler in between (the PgBouncer run) keeps its server connection to the template after the migrator
    // closed its own: ended here, as nobody may connect again.
    await c.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
  });
  return {
    name,
    drop: () =>
      admin(adminUrl, async (c) => {
        await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** Vitest global set-up of the server project: one template per run when DATABASE_URL is set, else nothing. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const template = await createTemplate(adminUrl);
  // Forks inherit the environment of the process that starts them, after this set-up.
  process.env[TEMPLATE_ENV] = template.name;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await template.drop();
  };
}
