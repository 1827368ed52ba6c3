import type { TestApp } from './test-app';

export type AppRoute = { method: string; path: string };

/**
 * Every /api/admin route of the app's own route table, once per method and path (Hono paths,
 * `:id`). Tests built on it cover a route added later without anyone listing it.
 */
export function adminRoutesOf(t: TestApp): AppRoute[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL')
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ method, path }) => ({ method, path }));
}
