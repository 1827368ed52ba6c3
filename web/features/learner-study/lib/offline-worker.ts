// Registers the service worker that lets the learner pages open offline (public/sw.js, ADR 0013),
// and hands it the assets this page loaded before the worker was in control, so a reload offline
// finds them; so too the ones it loads later (a study method's chunk, the typing grader: they load
// when needed, docs/performance.md §6). Production builds only: the development server's modules
// are not hashed assets.
export function registerOfflineWorker() {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/dashboard' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = new Set<string>();
      for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
      for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
        'link[rel="modulepreload"], link[rel="stylesheet"], script[src]',
      )) {
        urls.add('href' in element ? element.href : element.src);
      }
      registration.active?.postMessage({ type: 'cache-assets', urls: [...urls] });
      if (typeof PerformanceObserver === 'undefined') return;
      new PerformanceObserver((list) => {
        const later = list.getEntries().map((entry) => entry.name);
        if (later.length) registration.active?.postMessage({ type: 'cache-assets', urls: later });
      }).observe({ type: 'resource' });
    })
    .catch((error: unknown) => {
      // Studying works without it; only reloading while offline does not.
      console.warn('Offline study is not available in this browser', error);
    });
}
