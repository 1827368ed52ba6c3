/**
 * Which shared modules go into one chunk together.
 *
 * A page loads its route modules and every module they import. A module two or more pages run is, by
 * the bundler's defaults, put in a chunk for each distinct set of pages that runs it: no page loads a
 * byte it does not run, but a learner page then fetches thirty-odd files of a few hundred bytes, and
 * on a slow mobile network each file costs (Lighthouse scored /dashboard 0.93 so, 0.99 with a dozen
 * files; docs/performance.md §6). So those chunks are merged, greedily, best first, while a merge
 * saves more than it costs summed over every page: a page that loads both halves fetches one file
 * fewer (worth `fileCost` bytes), a page that runs only one half loads the other's bytes for nothing.
 * Three rules bound it: no page loads more than its `maxWaste` of bytes it does not run; a chunk that
 * holds administrator code is loaded by administrator pages only; and no two chunks come to import
 * each other (they would run in an order neither expects).
 *
 * Sizes are minified bytes, before compression: they rank, they do not measure.
 */

/** A module two or more pages load: its own size, its pages and what it imports. */
export type SharedModule = { id: string; size: number; pages: number[]; imports: string[] };
export type KitOptions = {
  fileCost: number;
  /** Per page: the most bytes it may load without running them. */
  maxWaste: (page: number) => number;
  adminPages: boolean[];
  isAdmin: (id: string) => boolean;
};

type Kit = { members: Set<string>; size: number; needs: Map<number, number>; admin: boolean };

/** Each shared module's kit number; modules of one kit go into one chunk. */
export function planKits(modules: SharedModule[], options: KitOptions): Map<string, number> {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const importsOf = (id: string) => byId.get(id)?.imports ?? [];
  const pageSets = new Map(modules.map((module) => [module.id, new Set(module.pages)]));

  // Start from the bundler's own split: one kit for each set of pages.
  const byPages = new Map<string, Kit>();
  for (const module of modules) {
    const key = [...module.pages].sort((a, b) => a - b).join(',');
    const kit = byPages.get(key) ?? { members: new Set(), size: 0, needs: new Map(), admin: false };
    kit.members.add(module.id);
    kit.size += module.size;
    for (const page of module.pages) kit.needs.set(page, (kit.needs.get(page) ?? 0) + module.size);
    kit.admin ||= options.isAdmin(module.id);
    byPages.set(key, kit);
  }
  const kits = [...byPages.values()];
  const waste = new Map<number, number>();

  // A page that loads a kit loads the chunks its modules import too. Merging is allowed only where
  // every import leaving the merged kit is one all of its pages need anyway, so a page never pulls in
  // a second chunk it has no use for.
  const importsStayNeeded = (members: Set<string>, pages: number[]) => {
    for (const id of members) {
      for (const imported of importsOf(id)) {
        if (members.has(imported)) continue;
        const importedBy = pageSets.get(imported);
        if (importedBy && pages.some((page) => !importedBy.has(page))) return false;
      }
    }
    return true;
  };

  const mergeCost = (a: Kit, b: Kit) => {
    const pages = [...new Set([...a.needs.keys(), ...b.needs.keys()])];
    if ((a.admin || b.admin) && pages.some((page) => !options.adminPages[page])) return undefined;
    let cost = 0;
    let shared = false;
    const added = new Map<number, number>();
    for (const page of pages) {
      const inA = a.needs.has(page);
      const inB = b.needs.has(page);
      if (inA && inB) {
        cost -= options.fileCost;
        shared = true;
        continue;
      }
      const bytes = inA ? b.size : a.size;
      if ((waste.get(page) ?? 0) + bytes > options.maxWaste(page)) return undefined;
      added.set(page, bytes);
      cost += bytes;
    }
    // Kits no page loads together only ever cost bytes.
    if (!shared || cost >= 0) return undefined;
    if (!importsStayNeeded(new Set([...a.members, ...b.members]), pages)) return undefined;
    return { cost, added };
  };

  // Two chunks that import each other run in an order neither expects (a page then fails to start):
  // a merge must not close a loop through a third kit. The first split has none, since a module's
  // imports serve all of its pages and more.
  const kitOfModule = new Map<string, Kit>();
  for (const kit of kits) for (const id of kit.members) kitOfModule.set(id, kit);
  const importedKits = (kit: Kit) => {
    const out = new Set<Kit>();
    for (const id of kit.members) {
      for (const imported of importsOf(id)) {
        const other = kitOfModule.get(imported);
        if (other && other !== kit) out.add(other);
      }
    }
    return out;
  };
  const reachesThroughAnother = (from: Kit, to: Kit) => {
    const stack = [...importedKits(from)].filter((kit) => kit !== to);
    const seen = new Set<Kit>(stack);
    while (stack.length > 0) {
      const kit = stack.pop()!;
      for (const next of importedKits(kit)) {
        if (next === to) return true;
        if (next !== from && !seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  };

  for (;;) {
    const candidates: { a: Kit; b: Kit; cost: number; added: Map<number, number> }[] = [];
    for (let i = 0; i < kits.length; i++) {
      for (let j = i + 1; j < kits.length; j++) {
        const merged = mergeCost(kits[i]!, kits[j]!);
        if (merged) candidates.push({ a: kits[i]!, b: kits[j]!, ...merged });
      }
    }
    candidates.sort((x, y) => x.cost - y.cost);
    const best = candidates.find(({ a, b }) => !reachesThroughAnother(a, b) && !reachesThroughAnother(b, a));
    if (!best) break;
    const { a, b } = best;
    const needs = new Map(a.needs);
    for (const [page, bytes] of b.needs) needs.set(page, (needs.get(page) ?? 0) + bytes);
    for (const [page, bytes] of best.added) waste.set(page, (waste.get(page) ?? 0) + bytes);
    const merged: Kit = {
      members: new Set([...a.members, ...b.members]),
      size: a.size + b.size,
      needs,
      admin: a.admin || b.admin,
    };
    for (const id of merged.members) kitOfModule.set(id, merged);
    kits.splice(kits.indexOf(a), 1, merged);
    kits.splice(kits.indexOf(b), 1);
  }

  const kitOf = new Map<string, number>();
  kits.forEach((kit, n) => {
    for (const id of kit.members) kitOf.set(id, n + 1);
  });
  return kitOf;
}
