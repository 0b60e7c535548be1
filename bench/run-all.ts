// `npm run bench`: runs the search, jobs, size, web and cluster benchmarks one after another (they share two cores) and writes
// bench/results.md with each one's JSON figures and the machine they came from.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../tests/support/chromium.js';
import { cleanUp, cleanUpOnSignals, onCleanup } from './lib/cleanup.js';
import { buildClient, root } from './lib/server.js';

const BENCHES = [
  { name: 'search', file: 'bench/search.ts' },
  // GET /api/jobs/nearby at 100,000 open job posts (issue 18): PostgreSQL with DATABASE_URL, else PGlite.
  { name: 'jobs', file: 'bench/jobs.ts' },
  { name: 'size', file: 'bench/size.ts' },
  { name: 'web', file: 'bench/web.ts' },
  { name: 'journeys', file: 'bench/journeys.ts' },
  // Needs PostgreSQL (DATABASE_URL or the local one) and Debian's nginx.
  { name: 'cluster', file: 'bench/cluster.ts' },
  // Needs PostgreSQL: the ledger under 50 clients paying, releasing and paying out 10,000 visits (issue 34).
  { name: 'ledger', file: 'bench/ledger.ts' },
];

function lastJsonLine(output: string): Record<string, unknown> | null {
  const lines = output.trim().split('\n').reverse();
  for (const line of lines) {
    try {
      const parsed = JSON.parse(line) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // not the result line
    }
  }
  return null;
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

// size and web serve the same client: one vite build (prerender, brotli) for both. If it fails they each build
// their own, so a broken build still shows in results.md as those benches failing.
cleanUpOnSignals();
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-client-'));
onCleanup(() => fs.rmSync(clientDir, { recursive: true, force: true }));
const benchEnv: NodeJS.ProcessEnv = { ...process.env };
try {
  console.log('\n=== building the client');
  buildClient(clientDir);
  benchEnv.WL_BENCH_CLIENT_DIR = clientDir;
} catch (err) {
  console.error(`the shared client build failed; each bench builds its own: ${String(err)}`);
}

const sections: string[] = [];
let failed = false;
for (const bench of BENCHES) {
  const file = path.join(root, bench.file);
  if (!fs.existsSync(file)) {
    sections.push(`## ${bench.name}\n\nNot run: ${bench.file} does not exist.\n`);
    failed = true;
    continue;
  }
  console.log(`\n=== bench:${bench.name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), file], {
    cwd: root,
    env: benchEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(run.stdout ?? '');
  const seconds = Math.round((Date.now() - started) / 1000);
  const json = lastJsonLine(run.stdout ?? '');
  if (run.status !== 0 || !json) {
    failed = true;
    sections.push(`## ${bench.name}\n\nFailed (exit ${run.status}) after ${seconds} s.\n`);
    continue;
  }
  const rows = Object.entries(json)
    .map(([k, v]) => `| ${k} | ${typeof v === 'object' ? JSON.stringify(v) : String(v)} |`)
    .join('\n');
  sections.push(
    `## ${bench.name}\n\n\`${bench.file}\`, ${seconds} s.\n\n| figure | value |\n|---|---|\n${rows}\n\n\`\`\`json\n${JSON.stringify(json)}\n\`\`\`\n`,
  );
}

await cleanUp();

const cpus = os.cpus();
const machine = [
  `- date: ${new Date().toISOString()}`,
  `- CPU: ${cpus[0]?.model ?? 'unknown'} x ${cpus.length} (os.availableParallelism ${os.availableParallelism()})`,
  `- memory: ${Math.round(os.totalmem() / 1024 ** 3)} GB`,
  `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
  `- Node: ${process.version}`,
  `- Chromium: ${chromiumVersion()}`,
  `- load average when finished: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
].join('\n');

const budgets = `Budgets (issue 10): landing first visit <= 130 KB total and <= 90 KB JS (gzip); Find Workers <= 250 KB JS;
Lighthouse mobile landing performance >= 95, accessibility 100, best practices >= 95, SEO >= 95, Find Workers
performance >= 85; search p95 at 1,000,000 workers no more than twice the 100,000 figure. Jobs (issue 18): at 100,000
open job posts on PostgreSQL, HTTP req/s >= 0.7 of the same SQL's q/s and HTTP p95 <= 1.5x the SQL's p95.`;

fs.writeFileSync(
  path.join(root, 'bench/results.md'),
  `# Benchmark results\n\nWritten by \`npm run bench\` (bench/run-all.ts).\n\n${budgets}\n\n## Machine\n\n${machine}\n\n${sections.join('\n')}`,
);
console.log('\nwrote bench/results.md');
if (failed) process.exit(1);
