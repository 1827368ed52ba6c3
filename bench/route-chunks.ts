// `npx tsx bench/route-chunks.ts [-v]` after a build: the gzip JavaScript each app route's document
// and route modules reference, from React Router's build manifest (build/client/assets/manifest-*.js):
// the entry, then every route of the chain from the root to the page, with their imports. What a page
// fetches later on its own (a lazily imported module) is not in it: bench:web and the e2e budget specs
// measure what the browser loads. -v lists the files, S marking the app shell's (entry and root).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

const client = path.resolve(import.meta.dirname, '../build/client');
const manifestFile = fs
  .readdirSync(path.join(client, 'assets'))
  .find((file) => /^manifest-.*\.js$/.test(file));
if (!manifestFile) throw new Error('No build manifest: run `npm run build` first.');
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(client, 'assets', manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest\s*=\s*/, '')
    .replace(/;\s*$/, ''),
) as Manifest;

const verbose = process.argv.includes('-v');
const pages: Record<string, string> = {
  '/login': 'routes/account/login',
  '/dashboard': 'routes/learn/home',
  '/dashboard/study': 'routes/learn/study',
  '/dashboard/statistics': 'routes/learn/statistics',
  '/dashboard/stories': 'routes/learn/stories',
  '/admin': 'routes/admin/dashboard',
};
const gzipped = new Map<string, number>();
const size = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(fs.readFileSync(path.join(client, file))).length);
  return gzipped.get(file)!;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const shell = new Set([
  manifest.entry.module,
  ...manifest.entry.imports,
  manifest.routes.root!.module,
  ...(manifest.routes.root!.imports ?? []),
]);

console.log('| page                  | gzip KB | files | app shell KB | admin chunks |');
console.log('|-----------------------|---------|-------|--------------|--------------|');
const details: string[] = [];
for (const [page, leaf] of Object.entries(pages)) {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[leaf];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    chain.unshift(route);
  }
  if (chain.length === 0) continue;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  const total = [...files].reduce((sum, file) => sum + size(file), 0);
  const shellBytes = [...files].filter((file) => shell.has(file)).reduce((sum, file) => sum + size(file), 0);
  const admin = [...files].filter((file) => /\/assets\/admin-/.test(file)).length;
  console.log(
    `| ${page.padEnd(21)} | ${kb(total).padEnd(7)} | ${String(files.size).padEnd(5)} | ${kb(shellBytes).padEnd(12)} | ${String(admin).padEnd(12)} |`,
  );
  if (verbose) {
    details.push(`\n${page}:`);
    for (const file of [...files].sort((a, b) => size(b) - size(a))) {
      details.push(`  ${kb(size(file)).padStart(6)} ${shell.has(file) ? 'S' : ' '} ${file}`);
    }
  }
}
if (verbose) console.log(details.join('\n'));
