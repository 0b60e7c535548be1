// `npm run bench:web`: Lighthouse with its default mobile settings (Moto G Power, simulated slow 4G, 4x CPU
// slowdown) on the landing page and the signed-in Find Workers page, against a fresh build and database.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SESSION_COOKIE } from '../src/server/platform/sessions/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.js';
import { benchClient, startServer } from './lib/server.js';

interface PageResult {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
}

async function audit(port: number, url: string, cookie?: string): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A fresh profile per run: the first visit, without a service worker or cached assets.
    disableStorageReset: false,
    ...(cookie ? { extraHeaders: { Cookie: `${SESSION_COOKIE}=${cookie}` } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.log(`  ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const lcpError = audits['largest-contentful-paint']?.errorMessage;
  if (lcpError) console.log(`  ${url}: ${lcpError}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  if (failing.length) console.log(`  ${url} failing: ${failing.map((a) => a.id).join(', ')}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

async function main(): Promise<void> {
  const client = benchClient('wl-bench-web-');
  const server = await startServer(client.dir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const landing = await audit(chrome.port, `${server.url}/`);
    console.log('landing', JSON.stringify(landing));
    const cookie = await server.employerSession();
    const findWorkers = await audit(chrome.port, `${server.url}/find-workers`, cookie);
    console.log('find-workers', JSON.stringify(findWorkers));
    console.log(
      JSON.stringify({
        landing_performance: landing.performance,
        landing_accessibility: landing.accessibility,
        landing_best_practices: landing.best_practices,
        landing_seo: landing.seo,
        landing_lcp_ms: landing.lcp_ms,
        landing_tbt_ms: landing.tbt_ms,
        landing_cls: landing.cls,
        find_workers_performance: findWorkers.performance,
        find_workers_lcp_ms: findWorkers.lcp_ms,
        find_workers_tbt_ms: findWorkers.tbt_ms,
        find_workers_cls: findWorkers.cls,
      }),
    );
  } finally {
    chrome.kill();
    await server.close();
    client.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
