// Vocably's service worker (ADR 0013): it lets the learner pages open without a network, so a study
// session survives a reload while offline. It controls /dashboard only (its registration scope) and
// touches two kinds of request; everything else, the API above all, goes to the network untouched.
//   - Page loads: network first; the app shell (the same document for every /dashboard page) is
//     kept from the last successful load and served when the network fails.
//   - Hashed assets (/assets/*): never change under a name, so cache first. The page sends the
//     assets it already loaded (they came before this worker was in control); later ones are kept
//     as they are fetched.
const SHELL_CACHE = 'vocably-shell-v1';
const ASSET_CACHE = 'vocably-assets-v1';
const SHELL_KEY = '/dashboard/__shell';
// Old builds' assets are dropped past this many (first kept, first dropped).
const MAX_ASSETS = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        fetch('/dashboard/study', { credentials: 'same-origin' }).then((response) =>
          response.ok ? cache.put(SHELL_KEY, response) : undefined,
        ),
      )
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('vocably-') && name !== SHELL_CACHE && name !== ASSET_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function cacheAssets(urls) {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch {
      // Offline already: the asset is kept the next time it loads.
    }
  }
  await trimAssets(cache);
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'cache-assets' && Array.isArray(data.urls)) {
    const same = data.urls.filter((url) => {
      const parsed = new URL(url, self.location.origin);
      return parsed.origin === self.location.origin && parsed.pathname.startsWith('/assets/');
    });
    event.waitUntil(cacheAssets(same));
  }
});

async function pageLoad(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    const html = (response.headers.get('Content-Type') || '').startsWith('text/html');
    if (response.ok && html) await cache.put(SHELL_KEY, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL_KEY);
    if (shell) return shell;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/dashboard')) {
    event.respondWith(pageLoad(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  }
});
