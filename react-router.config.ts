import type { Config } from '@react-router/dev/config';
import { staticAppPaths } from './core/site/app-routes';
import { prerenderPaths } from './core/site/public-routes';

// Public pages ship as static HTML (SEO, first paint); everything else is a client app, but for the
// few app pages that are static documents too (core/site/app-routes.ts staticAppPaths, ADR 0015).
export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  ssr: false,
  // One chunk per route module: the server preloads every module of the matched routes with the
  // document (server/http/route-preloads.ts), so splitting a route's clientLoader and HydrateFallback into
  // chunks of their own gained no time and cost bytes: more files, a longer route manifest (the study
  // screen loads 2 KB less without it; docs/performance.md §6).
  splitRouteModules: false,
  prerender: [...prerenderPaths, ...staticAppPaths],
} satisfies Config;
