// Cutting and restoring the network for offline journeys (issue 22, 32): Playwright's setOffline does not cover the
// service worker's own requests in Chromium, so those are aborted too; and the wait for the worker to control the
// page, without which nothing is queued or kept.
import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';

/** Requests the service worker makes itself are not covered by setOffline in Chromium: they are cut here too. */
function cutServiceWorker(route: Route) {
  return route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
}

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', cutServiceWorker);
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', cutServiceWorker);
  await context.setOffline(false);
}

export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Waits until the service worker keeps a chunk whose file name starts with `name` (a dialog fetched when idle). */
export async function chunkKept(page: Page, name: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (prefix) => {
        const cache = await caches.open('wl-assets');
        return (await cache.keys()).some((r) => new URL(r.url).pathname.startsWith(`/assets/${prefix}`));
      }, name),
    )
    .toBe(true);
}
