// Offline and low data (issue 22): a search and a profile stay readable with the network cut, marked as saved
// copies; an accept made offline is sent when the connection returns and the employer sees it; sign-out leaves no
// private answer in the caches; with Data Saver on, Find Workers asks for no image and no tile until the person does.
import { expect, type Page, test } from '@playwright/test';
import { createEmployer, createWorker, newPhone } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';
import { controlledByServiceWorker, goOffline, goOnline } from './offline-helpers.js';

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

async function searchSoweto(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Location' }).fill('Sowe');
  await page.getByRole('option', { name: /^Soweto, Johannesburg, Gauteng/ }).click();
  await expect(page.getByTestId('worker-card').first()).toBeVisible();
}

/** What the service worker's cache of the person's own answers holds (paths). */
function privateCacheEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('wl-data'))) return [];
    const cache = await caches.open('wl-data');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
}

test('offline after a search, the results and a viewed profile still show, marked as saved copies', async ({
  page,
  context,
}) => {
  await signIn(page, newPhone(), 'Ayanda');
  await controlledByServiceWorker(page);
  await page.goto('/find-workers');
  await searchSoweto(page);
  const first = page.getByTestId('worker-card').first();
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const profileUrl = page.url();
  await expect(page.getByTestId('saved-copy')).toHaveCount(0);

  await goOffline(context);
  await page.goto('/find-workers');
  await expect(page.getByTestId('worker-card').first()).toBeVisible();
  await expect(page.getByTestId('saved-copy')).toContainText(/^Saved copy from .+\. You are offline/);
  await expect(page.getByTestId('outbox')).toContainText('You are offline');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('saved-copy')).toBeVisible();

  // A page this phone never opened says so instead of failing blank.
  await page.goto('/tier-upgrade');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await goOnline(context);
});

test('offline, a job viewed before still opens, marked as a saved copy', async ({ page, context }) => {
  await signIn(page, newPhone(), 'Lindiwe');
  await controlledByServiceWorker(page);
  const nearby = await page.request.get('/api/jobs/nearby?lat=-26.2485&lng=27.854&radius=50');
  const job = ((await nearby.json()) as { jobs: { id: string; title: string }[] }).jobs[0];
  expect(job).toBeDefined();
  await page.goto(`/jobs/${job?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job?.title })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: job?.title })).toBeVisible();
  await expect(page.getByTestId('saved-copy')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await goOnline(context);
});

test('an accept made offline is sent when the connection returns, and the employer sees it', async ({
  page,
  context,
  browser,
}) => {
  // A new employer asks a new worker in Cape Town.
  const worker = await createWorker({
    city: 'Cape Town',
    suburb: 'Gardens',
    latitude: -33.93,
    longitude: 18.41,
  });
  const employer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signIn(employer, await createEmployer({ verified: true }));
  const created = await employer.request.post('/api/hires', { data: { workerId: worker.id } });
  expect(created.status()).toBe(201);
  const hireId = ((await created.json()) as { hire: { id: string } }).hire.id;

  await signIn(page, worker.phone);
  await controlledByServiceWorker(page);
  await page.goto('/worker-dashboard');
  const requests = page.getByTestId('pending-hires');
  await expect(requests.getByRole('button', { name: 'Accept' })).toBeVisible();

  await goOffline(context);
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Saved to send later', { exact: true }).first()).toBeVisible();
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText('Waiting to send: Accept a hire request');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await goOnline(context);
  await expect(outbox).toContainText('Sent: Accept a hire request', { timeout: 20_000 });
  await expect(requests.getByText('Accepted')).toBeVisible();

  await employer.goto('/employer-subscription');
  const row = employer.getByTestId('my-hires').getByRole('listitem').filter({ hasText: 'Accepted' });
  await expect(row.first()).toBeVisible();
  const mine = (await (await employer.request.get('/api/hires')).json()) as {
    hires: { id: string; status: string }[];
  };
  expect(mine.hires.find((h) => h.id === hireId)?.status).toBe('accepted');
  await employer.close();
});

test('after sign-out no private answer is left in the caches', async ({ page }) => {
  await signIn(page, newPhone(), 'Sipho');
  await controlledByServiceWorker(page);
  await page.goto('/find-workers');
  await searchSoweto(page);
  await page
    .getByTestId('worker-card')
    .first()
    .getByRole('link', { name: /View Profile/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => privateCacheEntries(page))
    .toEqual(expect.arrayContaining(['/api/auth/user', '/api/workers/search']));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  await expect.poll(() => privateCacheEntries(page)).toEqual([]);
  // The shell's own caches hold no API answer either.
  const apiInOtherCaches = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const r of await cache.keys()) if (new URL(r.url).pathname.startsWith('/api/')) found.push(name);
    }
    return found.filter((n) => n !== 'wl-assets');
  });
  expect(apiInOtherCaches).toEqual([]);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('wl.private.'))),
  ).toEqual([]);
});

test('with Data Saver on, Find Workers requests no image and no tile until the person asks', async ({
  page,
}) => {
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
  });
  await page.addInitScript(() => window.localStorage.setItem('wl.dataSaver', 'on'));
  await signIn(page, newPhone(), 'Zodwa');
  await page.goto('/find-workers');
  await searchSoweto(page);
  await expect(page.getByTestId('worker-card')).toHaveCount(10);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(images).toEqual([]);

  // A tap shows that one photo, and only then is it downloaded.
  const first = page.getByTestId('worker-card').first();
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('button', { name: `Show the photo of ${name}` }).click();
  await expect.poll(() => images.length).toBe(1);

  // The map and its tiles wait for the person too.
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByTestId('worker-map')).toBeVisible();
  await expect.poll(() => images.some((p) => /\/\d+\/\d+\/\d+\.png$/.test(p))).toBe(true);
});

test('a profile opened from a link fetches its photo once, with the page; with Data Saver on, not until tapped', async ({
  page,
}) => {
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await signIn(page, newPhone(), 'Sipho');
  await page.goto('/find-workers');
  await searchSoweto(page);
  const first = page.getByTestId('worker-card').first();
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  const href = await first.getByRole('link', { name: /View Profile/ }).getAttribute('href');
  expect(href).toMatch(/^\/worker\/[0-9a-f-]{36}$/);

  // Opened from a link (a message, a shared address): the first answer names the photo, so it is on its way
  // before the page's code has run, and the page's own <img> uses that download instead of a second one.
  const shell = page.waitForResponse((r) => new URL(r.url()).pathname === href);
  images.length = 0;
  await page.goto(href!);
  const html = await (await shell).text();
  const preloaded = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1];
  expect(preloaded).toBeDefined();
  const photo = page.getByRole('img', { name });
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute('src');
  expect(preloaded?.replace(/&amp;/g, '&')).toBe(src);
  // Shown, so the <img> has made whatever request it was going to make: one download in all.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(images.filter((p) => p === src)).toHaveLength(1);

  // Data Saver on (the person's switch): the server leaves the photo out of the page, and the page shows the
  // initial until it is tapped.
  await page.goto('/account');
  await page.getByRole('checkbox', { name: 'Data Saver' }).check();
  images.length = 0;
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tapToShow = page.getByRole('button', { name: `Show the photo of ${name}` });
  await expect(tapToShow).toBeVisible();
  expect(images).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tapToShow.click();
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expect.poll(() => images).toEqual([src]);
  await page.goto('/account');
  await page.getByRole('checkbox', { name: 'Data Saver' }).uncheck();
});
