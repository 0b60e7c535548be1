// `npm run seed -- --workers N`: bulk demo workers for benchmarks, into DATA_DIR's embedded database or
// DATABASE_URL. Refuses while a server holds the DATA_DIR lock (two PGlite processes would diverge).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/open.js';
import { seedDemo } from '../src/server/seed/demo.js';
import { generateWorkers } from '../src/server/seed/generate.js';

const USAGE = `Usage: npm run seed -- [--workers N] [--no-reviews] [--demo]

  --workers N    add N generated worker profiles (default 1000)
  --no-reviews   skip reviews and references (fastest for very large runs)
  --demo         also make sure the demo accounts and promo code exist

Writes to DATABASE_URL when set, otherwise to the embedded database under DATA_DIR (default ./data).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      workers: { type: 'string', default: '1000' },
      'no-reviews': { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = Number(values.workers);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    throw new Error(
      `--workers must be a whole number from 1 to 5000000, got '${values.workers}'\n\n${USAGE}`,
    );
  }

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`Seeding ${count.toLocaleString('en-ZA')} workers into ${where}`);
    if (values.demo) await seedDemo(database.db);
    // Generated phone numbers are +2771xxxxxxx: continue after the highest one so repeated runs add, not clash.
    const [row] = await database.query<{ last: string | null }>(
      "select max(phone_number) as last from users where phone_number ~ '^\\+2771[0-9]{7}$'",
    );
    const phoneOffset = row?.last ? Number(row.last.slice(5)) + 1 : 0;
    if (phoneOffset + count > 10_000_000) throw new Error('No room left for generated phone numbers');

    const started = performance.now();
    let lastReport = 0;
    const made = await generateWorkers(database.db, {
      count,
      seed: 7919 + phoneOffset,
      phoneOffset,
      withReviews: !values['no-reviews'],
      onProgress: (done) => {
        const now = performance.now();
        if (done === count || now - lastReport > 1000) {
          lastReport = now;
          const rate = Math.round(done / ((now - started) / 1000));
          const pct = ((done / count) * 100).toFixed(0);
          console.log(
            `  ${done.toLocaleString('en-ZA')} / ${count.toLocaleString('en-ZA')} (${pct}%, ${rate}/s)`,
          );
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`Done: ${made.toLocaleString('en-ZA')} workers in ${seconds.toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
