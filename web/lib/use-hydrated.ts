import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and while prerendering), true from then on; true at
 * once on a page the client renders itself. A prerendered page (core/app-routes.ts appShellPaths) reads
 * what its HTML could not know, such as the query string, only once this is true, so hydration
 * matches the HTML.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
