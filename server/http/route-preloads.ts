import fs from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes } from 'react-router';

// The SPA shell (__spa-fallback.html) is one document for every client route, so it preloads only
// the app's entry and root route; the page's own route modules are found, and fetched, only once
// that JavaScript has run: one more round trip before anything shows. When the server answers an
// app route with the shell it adds modulepreload links for the route modules (and their imports)
// that the path matches, read from React Router's build manifest (docs/performance.md §6).

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type RouteNode = { id: string; path?: string; index?: boolean; children?: RouteNode[] };

const manifestScript = /<link rel="modulepreload" href="(\/assets\/manifest-[^"]+\.js)"/;

async function loadManifest(root: string, href: string) {
  const source = await fs.readFile(path.join(root, href), 'utf8');
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;\s*$/, '');
  const routes = (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
  const childrenOf = (parentId: string | undefined): RouteNode[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const children = childrenOf(route.id);
        return {
          id: route.id,
          path: route.path,
          index: route.index,
          ...(route.index || children.length === 0 ? {} : { children }),
        } as RouteNode;
      });
  return { routes, tree: childrenOf(undefined) };
}

export function createRoutePreloader(root: string) {
  // One build per process; the manifest is read once per shell's manifest file.
  const manifests = new Map<string, ReturnType<typeof loadManifest>>();
  return async function withRoutePreloads(shell: string, pathname: string): Promise<string> {
    const href = manifestScript.exec(shell)?.[1];
    if (!href) return shell;
    let manifest = manifests.get(href);
    if (!manifest) {
      manifest = loadManifest(root, href);
      manifests.set(href, manifest);
    }
    let loaded: Awaited<ReturnType<typeof loadManifest>>;
    try {
      loaded = await manifest;
    } catch {
      manifests.delete(href);
      return shell;
    }
    const matches = matchRoutes(loaded.tree as Parameters<typeof matchRoutes>[0], pathname) ?? [];
    const present = new Set(
      [...shell.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    );
    const files: string[] = [];
    for (const { route } of matches) {
      const entry = loaded.routes[(route as RouteNode).id];
      if (!entry) continue;
      for (const file of [entry.module, ...(entry.imports ?? [])]) {
        if (present.has(file)) continue;
        present.add(file);
        files.push(file);
      }
    }
    if (files.length === 0) return shell;
    const links = files.map((file) => `<link rel="modulepreload" href="${file}"/>`).join('');
    return shell.replace('</head>', `${links}</head>`);
  };
}
