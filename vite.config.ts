import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: { rollupOptions: { output: { entryFileNames: chunkFileName, chunkFileNames: chunkFileName } } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, xfwd: true }, '/dev': { target: apiTarget } },
  },
});
