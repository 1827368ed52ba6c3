import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { chunkKits } from './scripts/chunk-kits/plugin.ts';
import appRoutes from './web/routes.ts';

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

// What every page of the client app runs before its own code: the client entry and the root route,
// with everything they import (React, React DOM, React Router, the query client but not its observers,
// which the root does not use, and the root's own modules). One chunk instead of sixteen files: the same
// bytes, and a mobile browser on a slow network waits on fewer requests (Lighthouse's simulated 4G;
// docs/performance.md §6). Defined by what the two modules import, so it follows them as they change.
const appShell = /[\\/](?:web[\\/]root\.tsx|entry\.client\.[jt]sx?)$/;
const framework = {
  name: 'framework',
  test: (id: string) => appShell.test(id),
  includeDependenciesRecursively: true,
  // Before the groups below: a module the shell needs is the shell's, whatever else names it.
  priority: 1,
};

// What the pages share besides the shell: chunks planned from the routes and the module graph
// (scripts/chunk-kits/plan.ts), a dozen files a page instead of thirty-odd, no file named. A file
// fetched is worth 21 KB of minified code; a page may load 12% more code than it runs, at least 7 KB,
// to save files. Measured against the budgets in docs/performance.md §6.
const kits = chunkKits({
  routes: appRoutes,
  appDirectory: path.resolve(import.meta.dirname, 'web'),
  shell: appShell,
  isAdmin: (id) => adminCode.test(id),
  fileCost: 21_000,
  wasteShare: 0.12,
  wasteFloor: 7_000,
  // The study screen has a budget of its own (150 KB of gzip JavaScript, e2e/learner/study-budget.spec.ts):
  // it takes no code it does not run (with 7 KB it loaded 151.0 KB in 15 files; with none, 149.1 in 14).
  lean: { route: /routes\/learn\/study\.tsx$/, wasteLimit: 0 },
});

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

// The client build's text files, compressed once here with brotli at its best quality and served as
// they are to browsers that take brotli (server/http/precompressed.ts reads the `.br` copies): about 14%
// fewer bytes of JavaScript than the gzip the server's middleware makes on the fly, at a level too slow
// for each request (docs/performance.md §6). Anything else still gets that gzip.
// Not the HTML: the server reads each document to hash its inline scripts into its security policy.
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this size a compressed copy saves less than its headers cost (the middleware's threshold too). */
const minimumBytes = 1024;
const brotli = promisify(zlib.brotliCompress);

/** Writes `<file>.br` next to every compressible file under `directory` that it makes smaller. */
export async function precompressDirectory(directory: string) {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < minimumBytes) return;
      const compressed = await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      if (compressed.length >= body.length) return;
      await fs.writeFile(`${file}.br`, compressed);
      written += 1;
    }),
  );
  return written;
}

/** After the whole app is built: React Router prerenders its pages after the bundles, in its own buildApp. */
function precompressClientBuild(): Plugin {
  return {
    name: 'vocably:precompress-client-build',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const outDir = builder.environments.client?.config.build.outDir;
        if (!outDir) return;
        const written = await precompressDirectory(path.resolve(builder.config.root, outDir));
        builder.config.logger.info(`Brotli copies of ${written} files in ${outDir}`);
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), allowEntryExtension(), precompressClientBuild(), kits.plugin],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            entryFileNames: chunkFileName,
            chunkFileNames: chunkFileName,
            codeSplitting: { groups: [framework, kits.group] },
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
