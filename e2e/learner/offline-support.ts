import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';

// Going offline and back in the offline study journeys. A spec using these must set
// process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1' at its very top (before the browser
// starts), so that the service worker's own requests reach the routing below.

const abortWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

/** Offline for the page and for its service worker (whose requests setOffline may not reach). */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', abortWorkerRequests);
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**', abortWorkerRequests);
  await context.setOffline(false);
}

/**
 * The worker controls the page and has kept the shell and the assets this page loaded. What is still
 * missing is what the poll sees, so a timeout names it (it timed out once on CI, its retry passed).
 */
export async function offlineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const controlled = Boolean(navigator.serviceWorker.controller);
          const shell = await (await caches.open('vocably-shell-v1')).match('/dashboard/__shell');
          const assets = await (await caches.open('vocably-assets-v1')).keys();
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.startsWith('/assets/'));
          const kept = new Set(assets.map((request) => new URL(request.url).pathname));
          return [
            ...(controlled ? [] : ['the page is not controlled by the worker']),
            ...(shell ? [] : ['no shell kept']),
            ...scripts.filter((path) => !kept.has(path)).map((path) => `not kept: ${path}`),
          ];
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
}
