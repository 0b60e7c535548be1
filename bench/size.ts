// `npm run bench:size`: what a first visit really downloads. Builds the client, serves it, loads each page in
// Chromium with an empty cache and sums the gzip size of every response (tiles and photos left out).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { SESSION_COOKIE } from '../src/server/platform/sessions/index.js';
import { LANGUAGE_CODES } from '../src/shared/i18n/languages.js';
import { languagePath } from '../src/shared/i18n/public-pages.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.js';
import { requireExecutable, runBench, undoable } from './lib/cleanup.js';
import { benchClient, startServer } from './lib/server.js';

interface Loaded {
  url: string;
  kind: 'js' | 'css' | 'html' | 'image' | 'font' | 'json' | 'other';
  gzipBytes: number;
}

const COMPRESSIBLE = /javascript|css|html|json|svg|xml|text|manifest/;

function kindOf(contentType: string, url: string): Loaded['kind'] {
  if (/javascript/.test(contentType) || /\.m?js(\?|$)/.test(url)) return 'js';
  if (/css/.test(contentType)) return 'css';
  if (/html/.test(contentType)) return 'html';
  if (/^image\//.test(contentType)) return 'image';
  if (/font/.test(contentType)) return 'font';
  if (/json/.test(contentType)) return 'json';
  return 'other';
}

/** The bytes a gzip-capable client receives: text compressed at level 9 (as the build does), binaries as they are. */
function gzipSize(body: Buffer, contentType: string): number {
  if (!COMPRESSIBLE.test(contentType)) return body.length;
  return zlib.gzipSync(body, { level: 9 }).length;
}

async function loadPage(
  baseUrl: string,
  route: string,
  opts: { cookie?: string; waitFor?: string; skip?: RegExp },
): Promise<Loaded[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const closeBrowser = undoable(() => browser.close());
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    if (opts.cookie) {
      await context.addCookies([{ name: SESSION_COOKIE, value: opts.cookie, url: baseUrl }]);
    }
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    // Map tiles come from a third party and photos vary with the data: the budget is about our own code.
    await page.route('**/*', (r) => {
      const u = new URL(r.request().url());
      if (u.origin !== origin || opts.skip?.test(u.pathname)) return r.abort();
      return r.continue();
    });
    const pending: Promise<Loaded | null>[] = [];
    let lastActivity = Date.now();
    page.on('request', () => {
      lastActivity = Date.now();
    });
    page.on('response', (res) => {
      lastActivity = Date.now();
      pending.push(
        (async () => {
          if (res.status() >= 300 && res.status() < 400) return null;
          const contentType = res.headers()['content-type'] ?? '';
          // Chromium never reports a fetch as finished when the page ignores its body (the 401 of the signed-out
          // user check), so such a body counts at its declared length.
          const declared = Number(res.headers()['content-length'] ?? 0);
          const body = await Promise.race([
            res.body().catch(() => null),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
          ]);
          if (!body) {
            return { url: res.url(), kind: kindOf(contentType, res.url()), gzipBytes: declared };
          }
          return {
            url: res.url(),
            kind: kindOf(contentType, res.url()),
            gzipBytes: gzipSize(body, contentType),
          };
        })(),
      );
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    if (opts.waitFor) await page.locator(opts.waitFor).first().waitFor({ timeout: 30_000 });
    // Playwright's 'networkidle' never settles when the page ignores a 401 body, so idle is measured here.
    const deadline = Date.now() + 20_000;
    while (Date.now() - lastActivity < 1500 && Date.now() < deadline) await page.waitForTimeout(250);
    return (await Promise.all(pending)).filter((x): x is Loaded => x !== null);
  } finally {
    await closeBrowser();
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (items: Loaded[], kind?: Loaded['kind']) =>
  items.filter((i) => !kind || i.kind === kind).reduce((n, i) => n + i.gzipBytes, 0);

async function main(): Promise<void> {
  requireExecutable('bench:size', 'Chromium', CHROMIUM_PATH, 'apt-get install chromium (or set CHROME_PATH)');
  const client = benchClient('wl-bench-size-');
  const server = await startServer(client.dir);
  try {
    // The landing in every language (decision 0186): /, /zu/, /xh/... each downloads its own catalogues.
    const landings: [string, Loaded[]][] = [];
    for (const code of LANGUAGE_CODES) {
      landings.push([code, await loadPage(server.url, languagePath('/', code), {})]);
    }
    const landing = landings.find(([code]) => code === 'en')?.[1] ?? [];
    const cookie = await server.employerSession();
    const findWorkers = await loadPage(server.url, '/find-workers', {
      cookie,
      waitFor: 'main h1, main h2',
      skip: /^\/(files|api\/avatars|api\/files)\//,
    });
    const assetsDir = path.join(client.dir, 'assets');
    const chunks = fs
      .readdirSync(assetsDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({
        file: f,
        gzip: zlib.gzipSync(fs.readFileSync(path.join(assetsDir, f)), { level: 9 }).length,
      }))
      .sort((a, b) => b.gzip - a.gzip);
    for (const [name, items] of [
      ...(process.env.BENCH_SIZE_DETAIL
        ? landings.map(([code, items]) => [`landing ${code}`, items] as const)
        : []),
      ['landing', landing],
      ['find-workers', findWorkers],
    ] as const) {
      console.log(`\n${name}: ${items.length} responses`);
      for (const i of [...items].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(
          `  ${i.kind.padEnd(5)} ${String(kb(i.gzipBytes)).padStart(7)} KB  ${new URL(i.url).pathname}`,
        );
      }
    }
    console.log('\nlargest chunks (gzip):');
    for (const c of chunks.slice(0, 5)) console.log(`  ${String(kb(c.gzip)).padStart(7)} KB  ${c.file}`);
    console.log('\nlanding per language (gzip):');
    for (const [code, items] of landings) {
      console.log(`  ${code.padEnd(4)} JS ${kb(sum(items, 'js'))} KB, total ${kb(sum(items))} KB`);
    }
    console.log(
      JSON.stringify({
        landing_total_kb: kb(sum(landing)),
        landing_js_kb: kb(sum(landing, 'js')),
        landing_max_total_kb: Math.max(...landings.map(([, items]) => kb(sum(items)))),
        landing_max_js_kb: Math.max(...landings.map(([, items]) => kb(sum(items, 'js')))),
        find_workers_js_kb: kb(sum(findWorkers, 'js')),
        largest_chunk_kb: kb(chunks[0]?.gzip ?? 0),
      }),
    );
  } finally {
    await server.close();
    client.dispose();
  }
}

await runBench(main);
