// `npm run bench:journeys`: what three whole journeys cost a person on prepaid data (issue 22). Debian's Chromium
// goes through each journey on the embedded demo as a person would (clicks, typing, the development sign-in code),
// over TLS and HTTP/2 as production serves it (bench/lib/tls-front.ts stands in for nginx),
// once with an empty cache and once more "the next day" in the same browser (its HTTP cache and service worker
// kept, the session cookie gone: a phone whose browser was closed). The bytes are counted at the front's sockets:
// everything that crossed the wire both ways, headers included, compressed bodies as sent, the service worker's
// own fetches too. Map tiles come from a third party this machine cannot reach: they are answered locally and
// counted apart, at the size of a typical OpenStreetMap tile.

import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import sharp from 'sharp';
import { SESSION_COOKIE } from '../src/server/platform/sessions/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.js';
import { requireExecutable, runBench, undoable } from './lib/cleanup.js';
import { type BenchServer, benchClient, startServer } from './lib/server.js';
import { type Certificate, selfSignedCertificate, startTlsFront } from './lib/tls-front.js';

/** An OpenStreetMap tile is about 25 KB (the OSM dev list's planning figure); most rural tiles are smaller. */
const TILE_BYTES = 25 * 1024;
const EMPLOYER_PHONE = '0820000002';
const NEW_WORKER_PHONE = '0831239001';
/** What the budgets allow (issue 22), in KB. */
export const JOURNEY_BUDGETS_KB = {
  employer_first_kb: 350,
  employer_repeat_kb: 60,
  worker_register_first_kb: 300,
  worker_accept_first_kb: 150,
  worker_accept_repeat_kb: 30,
} as const;

interface Measured {
  /** Through TLS and HTTP/2, as production serves it: the budget's figure. */
  kb: number;
  /** The same journey as the app's HTTP/1.1 sockets saw it (every header in full, no TLS). */
  http1Kb: number;
  downKb: number;
  upKb: number;
  tiles: number;
  requests: number;
  top: string[];
}

const NOT_RUN: Measured = { kb: 0, http1Kb: 0, downKb: 0, upKb: 0, tiles: 0, requests: 0, top: [] };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A phone: the Playwright devices' Pixel 7 size, with a geolocation for the wizard's 'Use Current Location'. */
async function newPhone(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 839 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: 'en-ZA',
    geolocation: { latitude: -26.20412, longitude: 28.04731 },
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(30_000);
  return context;
}

/** Runs `journey` and counts what crossed the wire until the page and its service worker are quiet again. */
interface Meter {
  wireBytes: () => { down: number; up: number };
  quietForMs: () => number;
}

async function measure(
  server: BenchServer,
  front: Meter,
  tileServer: TileServer,
  context: BrowserContext,
  journey: (page: Page) => Promise<void>,
  exclude: { uploads?: RegExp } = {},
): Promise<Measured> {
  let excludedUp = 0;
  let requests = 0;
  const sizes: { url: string; bytes: number }[] = [];
  const tilesBefore = tileServer.count;
  const onFinished = async (request: Request) => {
    requests += 1;
    const s = await request.sizes().catch(() => null);
    if (!s) return;
    if (exclude.uploads?.test(request.url())) {
      const headers = await request.allHeaders();
      excludedUp += Number(headers['content-length'] ?? s.requestBodySize);
    }
    sizes.push({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize });
  };
  context.on('requestfinished', onFinished);
  const before = front.wireBytes();
  const beforeHttp1 = server.wireBytes();
  const page = await context.newPage();
  await journey(page);
  await waitQuiet(front);
  await waitQuiet(server);
  const after = front.wireBytes();
  const afterHttp1 = server.wireBytes();
  await page.close();
  context.off('requestfinished', onFinished);
  const tiles = tileServer.count - tilesBefore;
  const down = after.down - before.down;
  const up = after.up - before.up - excludedUp;
  const http1 = afterHttp1.down - beforeHttp1.down + (afterHttp1.up - beforeHttp1.up) - excludedUp;
  return {
    kb: kb(down + up),
    http1Kb: kb(http1),
    downKb: kb(down),
    upKb: kb(up),
    tiles,
    requests,
    top: sizes
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, process.env.JOURNEYS_VERBOSE ? undefined : 8)
      .map((x) => `${String(kb(x.bytes)).padStart(7)} KB  ${new URL(x.url).pathname}`),
  };
}

async function waitQuiet(meter: Meter): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (meter.quietForMs() < 2000 && Date.now() < deadline) await sleep(250);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The phone-login dialog, reached from wherever the journey opened it. */
async function signInDialog(page: Page, phone: string, name?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  const codeBox = dialog.getByTestId('development-otp');
  await codeBox.waitFor();
  const code = (await codeBox.textContent())?.trim() ?? '';
  if (name) await dialog.getByLabel('Your Name (optional)').fill(name);
  await dialog.getByLabel('Verification Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** (a) landing -> I'm Hiring -> sign in -> Find Workers search -> a profile -> hire. */
function employerJourney(cardIndex: number) {
  return async (page: Page) => {
    await page.goto('/');
    await page.getByRole('link', { name: "I'm Hiring" }).first().click();
    await signInDialog(page, EMPLOYER_PHONE);
    await page.waitForURL(/\/find-workers$/);
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Sowe');
    await page.getByRole('option', { name: /^Soweto, Johannesburg, Gauteng/ }).click();
    const card = page.getByTestId('worker-card').nth(cardIndex);
    await card.waitFor();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: /View Profile/ }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: `Hire ${name}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Hire' }).click();
    await page.getByText('Hire request sent', { exact: true }).first().waitFor();
  };
}

/** (b) landing -> I'm Looking for Work -> sign in -> the wizard with a photo and the promo code -> dashboard. */
function registrationJourney(photo: Buffer) {
  return async (page: Page) => {
    await page.goto('/');
    await page.getByRole('link', { name: "I'm Looking for Work" }).first().click();
    await signInDialog(page, NEW_WORKER_PHONE, 'Thandi');
    await page.waitForURL(/\/register-worker$/);
    await page
      .getByLabel('Upload Photo')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Your profile' }).waitFor();
    await page.getByLabel('Full Name').fill('Thandi Dlamini');
    await page.getByRole('checkbox', { name: 'Cleaning' }).check();
    await page.getByRole('radio', { name: 'Part-time' }).check();
    await page.getByLabel('Daily Rate (optional)').fill('R300');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('heading', { name: 'Location Settings' }).waitFor();
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    await page.getByText(/Detected location/).waitFor();
    await page.getByLabel('Address').fill('12 Vilakazi Street');
    await page.getByLabel('Suburb/Area').fill('Orlando West');
    await page.getByLabel('City').fill('Soweto');
    await page.getByLabel('Postal Code').fill('1804');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByLabel('Promo Code').fill('FREE30D1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Complete Free Registration' }).click();
    await page.waitForURL(/\/worker\/dashboard$/);
    await page.getByRole('heading', { name: 'Thandi Dlamini' }).waitFor();
  };
}

/** (c) the hire request link of the SMS (/worker-dashboard) -> sign in -> Accept. */
function acceptJourney(workerPhone: string) {
  return async (page: Page) => {
    await page.goto('/worker-dashboard');
    await page.waitForURL(/\/login\?returnTo=/);
    await signInDialog(page, workerPhone);
    await page.waitForURL(/\/worker-dashboard$/);
    await page.getByTestId('pending-hires').getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Hire accepted', { exact: true }).first().waitFor();
  };
}

/** The demo employer, through the API as the app would call it: a hire request to a worker near Soweto. */
async function employerApi(
  server: BenchServer,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie: `${SESSION_COOKIE}=${cookie}`,
      origin: server.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown;
}

async function sendHireRequest(server: BenchServer, cookie: string, workerId: string) {
  const created = (await employerApi(server, cookie, 'POST', '/api/hires', { workerId })) as {
    hire: { id: string };
  };
  return { hireId: created.hire.id, workerPhone: await server.workerPhone(workerId) };
}

function report(name: string, m: Measured): void {
  console.log(
    `\n${name}: ${m.kb} KB (${m.downKb} down, ${m.upKb} up; ${m.http1Kb} KB as HTTP/1.1 without TLS), ${m.requests} requests, ${m.tiles} tiles`,
  );
  for (const line of m.top) console.log(`  ${line}`);
}

async function main(): Promise<void> {
  // The same person signs in again "the next day" a minute later: the resend cooldown would stop that.
  process.env.OTP_COOLDOWN_SECONDS = '0';
  requireExecutable(
    'bench:journeys',
    'Chromium',
    CHROMIUM_PATH,
    'apt-get install chromium (or set CHROME_PATH)',
  );
  requireExecutable('bench:journeys', 'openssl', '/usr/bin/openssl', 'apt-get install openssl');
  const certificate = selfSignedCertificate();
  const tiles = await startTileServer(certificate);
  const closeTiles = undoable(() => tiles.close());
  process.env.TILE_URL = `${tiles.url}/{z}/{x}/{y}.png`;
  const client = benchClient('wl-bench-journeys-');
  const server = await startServer(client.dir);
  const front = await startTlsFront(server.url, certificate);
  const closeFront = undoable(() => front.close());
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...certificate.chromiumArgs],
  });
  const closeBrowser = undoable(() => browser.close());
  try {
    await server.subscribeEmployer();
    const employerCookie = await server.employerSession();
    const near = (await employerApi(
      server,
      employerCookie,
      'GET',
      '/api/workers/search?lat=-33.92&lng=18.42&radius=20',
    )) as { workers: { id: string }[] };
    const acceptWorker = near.workers[0]?.id;
    if (!acceptWorker) throw new Error('no demo worker near Cape Town');

    // JOURNEYS_ONLY=accept measures the worker's accept journey alone (a quicker check while cutting its bytes);
    // the other figures are then 0 and the JSON line is not a result.
    const only = process.env.JOURNEYS_ONLY;
    let employerFirst = NOT_RUN;
    let employerRepeat = NOT_RUN;
    let register = NOT_RUN;
    if (!only || only === 'employer') {
      const employerPhone = await newPhone(browser, front.url);
      employerFirst = await measure(server, front, tiles, employerPhone, employerJourney(0));
      report('employer, first visit', employerFirst);
      await employerPhone.clearCookies();
      employerRepeat = await measure(server, front, tiles, employerPhone, employerJourney(1));
      report('employer, repeat visit', employerRepeat);
      await employerPhone.close();
    }

    if (!only || only === 'register') {
      const workerPhone = await newPhone(browser, front.url);
      const photo = await samplePhoto();
      register = await measure(server, front, tiles, workerPhone, registrationJourney(photo), {
        uploads: /\/api\/upload\?kind=photo/,
      });
      report(`worker registration, first visit (photo upload of ${kb(photo.length)} KB left out)`, register);
      await workerPhone.close();
    }

    if (only && only !== 'accept') return;
    const accepting = await newPhone(browser, front.url);
    const first = await sendHireRequest(server, employerCookie, acceptWorker);
    const acceptFirst = await measure(server, front, tiles, accepting, acceptJourney(first.workerPhone));
    report('worker accepts, first visit', acceptFirst);
    // The next day: the job is done, the employer asks again, the browser was closed in between.
    await employerApi(server, employerCookie, 'POST', `/api/hires/${first.hireId}/complete`);
    const second = await sendHireRequest(server, employerCookie, acceptWorker);
    await accepting.clearCookies();
    const acceptRepeat = await measure(server, front, tiles, accepting, acceptJourney(second.workerPhone));
    report('worker accepts, repeat visit', acceptRepeat);
    await accepting.close();

    const figures = {
      employer_first_kb: employerFirst.kb,
      employer_repeat_kb: employerRepeat.kb,
      worker_register_first_kb: register.kb,
      worker_accept_first_kb: acceptFirst.kb,
      worker_accept_repeat_kb: acceptRepeat.kb,
      tiles_kb: kb(
        (employerFirst.tiles +
          employerRepeat.tiles +
          register.tiles +
          acceptFirst.tiles +
          acceptRepeat.tiles) *
          TILE_BYTES,
      ),
    };
    console.log('\nbudgets:');
    for (const [key, budget] of Object.entries(JOURNEY_BUDGETS_KB)) {
      const value = figures[key as keyof typeof JOURNEY_BUDGETS_KB];
      console.log(
        `  ${key.padEnd(26)} ${String(value).padStart(7)} KB  <= ${budget}  ${value <= budget ? 'ok' : 'OVER'}`,
      );
    }
    console.log(JSON.stringify(figures));
  } finally {
    await closeBrowser();
    await closeFront();
    await server.close();
    await closeTiles();
    client.dispose();
  }
}

/** A phone camera's photo stand-in: noise at 3000x4000 compresses like a real scene, unlike a flat colour. */
async function samplePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1500,
      height: 2000,
      channels: 3,
      background: '#7a5',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

interface TileServer {
  url: string;
  /** Tiles asked for so far. */
  count: number;
  close: () => void;
}

/**
 * Stands in for the tile server (the configured TILE_URL), so the browser's own cache works as with the real one
 * (Playwright's request interception would switch that cache off). It answers a tiny PNG and counts the tiles.
 */
async function startTileServer(certificate: Certificate): Promise<TileServer> {
  const state: TileServer = { url: '', count: 0, close: () => {} };
  const tileServer = https.createServer({ key: certificate.key, cert: certificate.cert }, (_req, res) => {
    state.count += 1;
    // tile.openstreetmap.org lets browsers keep a tile for a while; a day is in its usual range.
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' });
    res.end(EMPTY_PNG);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  state.url = `https://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
  state.close = () => tileServer.close();
  return state;
}

/** A 1x1 transparent PNG: the tile stand-in Leaflet draws (its bytes are counted as TILE_BYTES above). */
const EMPTY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

await runBench(main);
