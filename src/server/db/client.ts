// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL through a pg Pool with DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_POOL_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from '../config.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either: called alone they open their own transaction, inside another they join it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL (used by benchmarks and health checks). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs several statements without parameters in one round trip (the simple query protocol), as one implicit
   * transaction, so `SET LOCAL` applies to the statements after it; answers the last statement's rows.
   */
  script<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** The same, answering every statement's rows in order (a SET answers an empty list). */
  scriptResults(text: string): Promise<Record<string, unknown>[][]>;
  /**
   * The same with each row an array of its values in select-list order, parsed as `scriptResults` parses them: no
   * object per row, for the hottest read (Jobs Near Me, decision 0257).
   */
  scriptArrays(text: string): Promise<unknown[][][]>;
  /**
   * A parameterised query that PostgreSQL parses and plans once per connection under `name` (a prepared statement);
   * PGlite, and PostgreSQL behind a transaction-mode pooler, run it as a plain parameterised query (decision 0150).
   */
  named<T = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** The PGlite instance when embedded (backups use it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** The extensions the schema needs; whatever opens a PGlite data directory (a restore too) must load them. */
export const PGLITE_EXTENSIONS = { cube, earthdistance, btree_gist };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PGlite on `dataDir`; with `loadDataDir`, the data directory starts as that dump (a migrated template the
 * tests make once, tests/support/pglite-template.ts).
 */
export async function openPglite(
  dataDir: string | 'memory://',
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const scriptResults = async (text: string) =>
    (await client.exec(text)).map((r) => r.rows as Record<string, unknown>[]);
  const query = async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    query,
    async script(text) {
      return ((await scriptResults(text)).at(-1) ?? []) as never;
    },
    scriptResults,
    scriptArrays: async (text) =>
      (await client.exec(text, { rowMode: 'array' })).map((r) => r.rows as unknown as unknown[][]),
    // PGlite has one connection and no statement cache to fill: a plain parameterised query.
    named: (_name, text, params) => query(text, params),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  max?: number;
  /** PostgreSQL cancels a statement running longer (server side); the client gives up a little later. */
  statementTimeoutMs?: number;
  /** How long a request waits for a pooled connection (or a new one to open) before failing. */
  poolTimeoutMs?: number;
  /**
   * Sent as the startup parameter `statement_timeout`; PgBouncer 1.18 refuses unknown startup parameters unless
   * listed in its `ignore_startup_parameters`, and then the role's setting applies instead (docs/deploy.md).
   */
  serverStatementTimeout?: boolean;
  /**
   * Named prepared statements (`Database.named`), parsed once per connection. Off behind a transaction-mode pooler
   * such as PgBouncer 1.18, where the next transaction may run on a server connection that never saw the statement.
   */
  preparedStatements?: boolean;
}

type TextParser = (value: string) => unknown;

/**
 * A simple query for pg's `Client#query` (its "submittable" interface, as pg-cursor uses): one array of rows per
 * statement, each row an array of values parsed by pg's type parsers. pg's own Query builds a Result per statement
 * (an object template with one key per column, copied for every row) and emits an event per row; for a page of 20
 * jobs of 17 columns that was a measurable share of the server's work per request (decision 0257).
 */
class ArrayRowsQuery {
  private readonly results: unknown[][][] = [];
  private rows: unknown[][] | null = null;
  private parsers: TextParser[] = [];
  private failed: Error | null = null;
  /** Set by pg's Client#query (pg-pool's callback). */
  callback: ((err: Error | null, results?: unknown[][][]) => void) | undefined;
  constructor(readonly text: string) {}
  submit(connection: { query(text: string): void }): null {
    connection.query(this.text);
    return null;
  }
  handleRowDescription(msg: { fields: { dataTypeID: number }[] }): void {
    this.parsers = msg.fields.map((f) => pg.types.getTypeParser(f.dataTypeID, 'text') as TextParser);
    this.rows = [];
  }
  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this.failed || !this.rows) return;
    const { fields } = msg;
    const row = new Array<unknown>(fields.length);
    try {
      for (let i = 0; i < fields.length; i++) {
        const value = fields[i] as string | null;
        row[i] = value === null ? null : (this.parsers[i] as TextParser)(value);
      }
    } catch (err) {
      // As pg's Query: a value that fails to parse fails the query once PostgreSQL has finished it.
      this.failed = err as Error;
      return;
    }
    this.rows.push(row);
  }
  handleCommandComplete(): void {
    this.results.push(this.rows ?? []);
    this.rows = null;
  }
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleError(err: Error): void {
    this.callback?.(this.failed ?? err);
  }
  handleReadyForQuery(): void {
    if (this.failed) this.callback?.(this.failed);
    else this.callback?.(null, this.results);
  }
}

/** The client-side bound sits past the server's, so a live server's own cancellation (57014) normally wins. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const statementTimeoutMs = opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const preparedStatements = opts.preparedStatements ?? true;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: opts.poolTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS,
    ...(opts.serverStatementTimeout === false ? {} : { statement_timeout: statementTimeoutMs }),
    // A frozen server (or a dead network path) never answers, so only a client-side bound ends the wait.
    query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
  });
  // A connection lost (PostgreSQL crashing, failing over or restarting) makes its client emit 'error', and an
  // EventEmitter's 'error' with no listener kills the process. pg-pool listens only while a client is idle in the
  // pool (and relays that here, as the pool's own 'error'); a client checked out for a transaction (Drizzle's
  // pool.connect()) had no listener at all. So every client gets one for its whole life, added as it connects:
  // the error itself reaches the caller as its failed query (503, lib/db-errors.ts), and pg-pool drops the dead
  // client when it is released, so the pool reconnects by itself.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const scriptResults = async (text: string) => {
    // Without values pg sends a simple query; with several statements it answers one result per statement.
    const r = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(r) ? r.map((one) => one.rows) : [r.rows];
  };
  return {
    db,
    kind: 'postgres',
    pool,
    async query(text, params) {
      const r = await pool.query(text, params as unknown[] | undefined);
      return r.rows as never;
    },
    async script(text) {
      return ((await scriptResults(text)).at(-1) ?? []) as never;
    },
    scriptResults,
    // pg-pool hands a submittable to a client with its own callback (which releases the client) and answers a promise.
    scriptArrays: (text) => pool.query(new ArrayRowsQuery(text)) as unknown as Promise<unknown[][][]>,
    async named(name, text, params) {
      const r = await pool.query(
        preparedStatements ? { name, text, values: params } : { text, values: params },
      );
      return r.rows as never;
    },
    close: () => pool.end(),
  };
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its own driver's type
    await migratePglite(database.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its own driver's type
    await migrateNodePg(database.db as any, { migrationsFolder });
  }
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}
