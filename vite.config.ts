import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// In `npm run dev` the API runs on its own port; Vite forwards API and dev-mailbox requests to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

// The admin portal's code: its routes, features and components. Every client chunk holding any of it
// is named admin-…, so "no administrator code on a learner page" is a check on file names
// (e2e/learner/bundle-budget.spec.ts; docs/performance.md §6).
const adminCode = /\/web\/(?:routes\/admin|features\/admin-[^/]+|components\/admin)\//;

type Chunk = { name: string; moduleIds: string[] };

/** React Router's own naming (route module chunks get -main, -client-loader, …) plus the admin prefix. */
function chunkFileName({ name, moduleIds }: Chunk) {
  const routeChunk = moduleIds
    .map((id) => /\?route-chunk=(\w+)$/.exec(id)?.[1]?.replace('unstable_', ''))
    .find((chunkName) => chunkName !== undefined);
  const suffix = routeChunk ? `-${routeChunk.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}` : '';
  const prefix = moduleIds.some((id) => adminCode.test(id)) && !name.startsWith('admin-') ? 'admin-' : '';
  return `assets/${prefix}[name]${suffix}-[hash].js`;
}

// Small modules the learner pages share (the frame, the guard, notices, message helpers, icons only
// they use): one chunk instead of a dozen files of a few hundred bytes, each costing its own
// compression and import lines (docs/performance.md §6). Nothing /login or the admin portal loads is
// in it, so neither loads it (their JavaScript is unchanged by it).
const learnerKitModules = new RegExp(
  [
    'web/components/learner/(?:learner-page-frame|plan-limit-notice|failure-notice)\\.tsx',
    'web/components/ui/radio-card\\.tsx',
    'web/lib/(?:learner-guard|pronunciation|i18n/(?:lazy-messages|plural|format))\\.tsx?',
    'core/study/ratings\\.ts',
    'node_modules/lucide-react/dist/esm/icons/(?:refresh-cw|volume-2|sparkles|menu)\\.m?js',
  ].join('|'),
);
const learnerKit = {
  name: 'learner-kit',
  test: (id: string) => learnerKitModules.test(id),
  includeDependenciesRecursively: false,
};

/**
 * React Router builds with preserveEntrySignatures "exports-only"; a chunk group that leaves its
 * modules' dependencies where they are needs the route chunks to be allowed extra exports, which
 * does not change what the router reads from a route module.
 */
function allowEntryExtension(): Plugin {
  return {
    name: 'vocably:allow-entry-extension',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), allowEntryExtension()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            entryFileNames: chunkFileName,
            chunkFileNames: chunkFileName,
            codeSplitting: { groups: [learnerKit] },
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, xfwd: true }, '/dev': { target: apiTarget } },
  },
});
