// Every bench stops what it started and drops what it created, when it ends, when it fails and on Ctrl-C (issue 30):
// whatever starts a process, a server or a database registers its undo with `onCleanup`, and `runBench` runs the
// undos in reverse order, once. A tool the bench cannot run without is named in one line with what to install.
import fs from 'node:fs';
import pg from 'pg';

type Undo = () => unknown;

const undos: Undo[] = [];
let cleaning: Promise<void> | null = null;

/** Registers an undo (stop a process, drop a database, remove a folder), run at the end in reverse order. */
export function onCleanup(undo: Undo): void {
  undos.push(undo);
}

/**
 * `undo` registered for the end, and answered as a function that runs it at most once: a bench may call it early
 * (closing the app before the SQL side), and the end then skips it.
 */
export function undoable<T>(undo: () => Promise<T> | T): () => Promise<T | undefined> {
  let done: Promise<T> | undefined;
  const once = async () => {
    done ??= Promise.resolve().then(undo);
    return done;
  };
  onCleanup(once);
  return once;
}

/** Runs every undo registered so far, newest first; one that fails is reported and the rest still run. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let undo = undos.pop(); undo; undo = undos.pop()) {
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup: ${(error as Error).message}`);
      }
    }
  })().finally(() => {
    cleaning = null;
  });
  return cleaning;
}

/** A tool or service the bench needs and does not find: said in one line, without a stack. */
export class MissingTool extends Error {
  override name = 'MissingTool';
}

/** Fails with one line, e.g. "bench:cluster needs nginx (/usr/sbin/nginx): apt-get install nginx". */
export function requireExecutable(bench: string, what: string, file: string, install: string): void {
  if (!fs.existsSync(file)) throw new MissingTool(`${bench} needs ${what} (${file}): ${install}`);
}

/** Fails with one line when PostgreSQL at `url` does not answer. */
export async function requirePostgres(bench: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(url).host;
    throw new MissingTool(
      `${bench} needs PostgreSQL at ${where} (${(error as Error).message}): apt-get install postgresql, or set DATABASE_URL`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** On SIGINT (Ctrl-C) or SIGTERM: clean up, then exit 130 or 143. */
export function cleanUpOnSignals(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping what the bench started`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/**
 * Runs a bench's main: afterwards (also after an error or SIGINT/SIGTERM) everything registered is cleaned up, and
 * the process exits with 0, 1 on an error (a missing tool in one line, anything else with its stack) or 130/143.
 */
export async function runBench(main: () => Promise<void>): Promise<never> {
  cleanUpOnSignals();
  let code = 0;
  try {
    await main();
  } catch (error) {
    console.error(error instanceof MissingTool ? error.message : error);
    code = 1;
  }
  await cleanUp();
  process.exit(code);
}
