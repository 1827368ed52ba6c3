import { routesUnder, type TestApp } from './test-app';

export type AppRoute = { method: string; path: string };

/**
 * Every /api/admin route of the app's own route table, once per method and path (Hono paths,
 * `:id`). Tests built on it cover a route added later without anyone listing it.
 */
export function adminRoutesOf(t: TestApp): AppRoute[] {
  return routesUnder(t, '/api/admin/');
}
