import type { Config } from '@react-router/dev/config';
import { publicRoutePaths } from './core/public-routes';

// Public pages ship as static HTML (SEO, first paint); everything else is a client app.
export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...publicRoutePaths],
} satisfies Config;
