import path from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { chunkCycles } from './chunk-cycles.ts';
import { moduleGraph } from './module-graph.ts';
import { type KitOptions, planKits } from './plan.ts';

type RouteEntry = { file: string; children?: RouteEntry[] };

/** Without a `?query`: React Router splits a route module into several ids of one file. */
const fileOf = (id: string) => id.replace(/\?.*$/, '');

/** What a module weighs: its minified code (gzip then shrinks all code about alike). */
function minifiedSize(id: string, code: string) {
  if (!code) return 0;
  try {
    return minifySync(fileOf(id).replace(/\.[mc]?[jt]sx?$/, '.js'), code).code.length;
  } catch {
    return code.length;
  }
}

/** The app's pages: each the chain of route files from below the root to a leaf route. */
export function pagesOf(routes: RouteEntry[], appDirectory: string) {
  const chains = new Map<string, string[]>();
  const visit = (entries: RouteEntry[], chain: string[]) => {
    for (const entry of entries) {
      const files = [...chain, path.resolve(appDirectory, entry.file)];
      if (entry.children?.length) visit(entry.children, files);
      else chains.set(files.join('|'), files); // a page served at two addresses counts once
    }
  };
  visit(routes, []);
  return [...chains.values()];
}

/**
 * The client's shared chunks, planned from the route config and the module graph (see plan.ts): a
 * plugin that reads the graph when the build has it, and the chunk group that applies the plan. No
 * file is named: a module's chunk follows from which pages run it, so renaming or moving a file
 * changes nothing, and new code finds its place by the same rule.
 */
export function chunkKits(options: {
  routes: RouteEntry[];
  appDirectory: string;
  /** The modules every page runs first (the app shell's own chunk); nothing of it goes in a kit. */
  shell: RegExp;
  isAdmin: (id: string) => boolean;
  fileCost: number;
  /** A page may load this share of the code it runs (or `wasteFloor` bytes, if more) without running it. */
  wasteShare: number;
  wasteFloor: number;
  /** Pages with a byte budget of their own (a route file in their chain matches): they may load only this much they do not run. */
  lean?: { route: RegExp; wasteLimit: number };
}) {
  const pages = pagesOf(options.routes, options.appDirectory);
  const routeFiles = new Set(pages.flat());
  const adminPages = pages.map((chain) => chain.some((file) => options.isAdmin(file)));

  type Shared = { pages: number[]; imports: Set<string> };
  let shared = new Map<string, Shared>();
  let pageBytes: number[] = [];
  let sizeOf = (_id: string) => 0;
  const kept: string[] = [];
  let kitOf: Map<string, number> | undefined;

  const plugin: Plugin = {
    name: 'vocably:chunk-kits',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = await moduleGraph(this, ids);
      const sizes = new Map<string, number>();
      sizeOf = (id) => {
        if (!sizes.has(id)) sizes.set(id, minifiedSize(id, this.getModuleInfo(id)?.code ?? ''));
        return sizes.get(id)!;
      };
      const shellRoots = ids.filter((id) => options.shell.test(fileOf(id)));
      const pageRoots = pages.map((chain) => ids.filter((id) => chain.includes(fileOf(id))));
      // The bundle keeps of a module what any page uses of it, and a chunk imports all that its
      // modules keep: so the imports are gathered over every page first, and a page then runs every
      // module they lead to from its routes.
      const imports = new Map<string, Set<string>>();
      for (const roots of [shellRoots, ...pageRoots]) {
        for (const [from, to] of reach(roots).edges) {
          imports.set(from, (imports.get(from) ?? new Set()).add(to));
        }
      }
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(imports.get(id) ?? []));
        }
        return seen;
      };
      const shell = closure(shellRoots);
      shared = new Map();
      pageBytes = pages.map(() => 0);
      pageRoots.forEach((roots, page) => {
        for (const id of closure(roots)) {
          if (shell.has(id)) continue;
          pageBytes[page] = pageBytes[page]! + sizeOf(id);
          if (routeFiles.has(fileOf(id))) continue;
          const node = shared.get(id) ?? { pages: [], imports: imports.get(id) ?? new Set() };
          node.pages.push(page);
          shared.set(id, node);
        }
      });
      for (const [id, node] of shared) if (node.pages.length < 2) shared.delete(id);
      kept.length = 0;
      kitOf = undefined;
    },
    // Chunks that import each other run in an order neither expects, and a page that loads them
    // never starts: the plan avoids it, and this makes sure of it.
    generateBundle(_options, bundle) {
      const cycles = chunkCycles(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' ? [{ fileName: chunk.fileName, imports: chunk.imports }] : [],
        ),
      );
      if (cycles.length > 0)
        this.error(`Chunks that import each other: ${cycles.map((c) => c.join(' → ')).join('; ')}`);
    },
  };

  const plan = () => {
    const planOptions: KitOptions = {
      fileCost: options.fileCost,
      maxWaste: (page) =>
        options.lean && pages[page]!.some((file) => options.lean!.route.test(file))
          ? options.lean.wasteLimit
          : Math.max(options.wasteFloor, options.wasteShare * pageBytes[page]!),
      adminPages,
      isAdmin: options.isAdmin,
    };
    const modules = kept.map((id) => {
      const node = shared.get(id)!;
      return { id, pages: node.pages, imports: [...node.imports], size: sizeOf(id) };
    });
    return planKits(modules, planOptions);
  };

  const group = {
    // Rolldown asks `test` about each module that survived tree-shaking, all of them before its first
    // `name` call; the plan is made then, from those, so code the build dropped weighs nothing.
    test: (id: string) => {
      if (!shared.has(id)) return false;
      kept.push(id);
      return true;
    },
    name: (id: string) => {
      kitOf ??= plan();
      const kit = kitOf.get(id);
      return kit === undefined ? null : `kit-${kit}`;
    },
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
