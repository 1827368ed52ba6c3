import type { Config } from '@react-router/dev/config';
import { appShellPaths } from './core/app-routes';
import { prerenderPaths } from './core/public-routes';

// Public pages ship as static HTML (SEO, first paint); everything else is a client app. A few app
// pages are prerendered too (core/app-routes.ts): their HTML paints at once, then the app hydrates.
export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...prerenderPaths, ...appShellPaths],
} satisfies Config;
