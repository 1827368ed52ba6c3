import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './core/public-routes';

// Public pages ship as static HTML (SEO, first paint); everything else is a client app.
export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...prerenderPaths],
} satisfies Config;
