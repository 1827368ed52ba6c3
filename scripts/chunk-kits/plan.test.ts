import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles';
import { type KitOptions, planKits, type SharedModule } from './plan';

const options = (overrides: Partial<KitOptions> = {}): KitOptions => ({
  fileCost: 1_000,
  maxWaste: () => 5_000,
  adminPages: [false, false, false, false],
  isAdmin: (id) => id.startsWith('admin/'),
  ...overrides,
});
const shared = (id: string, size: number, pages: number[], imports: string[] = []): SharedModule => ({
  id,
  size,
  pages,
  imports,
});
/** The plan as groups of module ids, each sorted, in a stable order. */
const groups = (modules: SharedModule[], kitOptions = options()) => {
  const kitOf = planKits(modules, kitOptions);
  const byKit = new Map<number, string[]>();
  for (const [id, kit] of kitOf) byKit.set(kit, [...(byKit.get(kit) ?? []), id].sort());
  return [...byKit.values()].map((ids) => ids.join('+')).sort();
};

describe('planning the kits', () => {
  it('puts modules the same pages run into one chunk', () => {
    expect(groups([shared('a', 100, [0, 1]), shared('b', 100, [0, 1]), shared('c', 100, [2, 3])])).toEqual([
      'a+b',
      'c',
    ]);
  });

  it('merges chunks pages load together when the files saved outweigh the bytes loaded for nothing', () => {
    // Pages 0 and 1 load both; page 2 loads 200 bytes of b it does not run: 2 files saved, worth 2,000.
    const modules = [shared('a', 300, [0, 1, 2]), shared('b', 200, [0, 1])];
    expect(groups(modules)).toEqual(['a+b']);
    // Worth less than the bytes: kept apart.
    expect(groups(modules, options({ fileCost: 50 }))).toEqual(['a', 'b']);
  });

  it('never makes a page load more than its allowance of code it does not run', () => {
    const modules = [shared('a', 300, [0, 1, 2]), shared('b', 4_000, [0, 1])];
    expect(groups(modules, options({ fileCost: 10_000 }))).toEqual(['a+b']);
    expect(
      groups(modules, options({ fileCost: 10_000, maxWaste: (page) => (page === 2 ? 3_000 : 5_000) })),
    ).toEqual(['a', 'b']);
  });

  it('never puts administrator code in a chunk a learner page loads', () => {
    const modules = [shared('button', 100, [0, 1, 2, 3]), shared('admin/table', 100, [2, 3])];
    expect(groups(modules, options({ adminPages: [false, false, true, true] }))).toEqual([
      'admin/table',
      'button',
    ]);
    expect(groups(modules, options({ adminPages: [true, true, true, true] }))).toEqual([
      'admin/table+button',
    ]);
  });

  it('never merges a module whose imports not every page of the merged chunk runs', () => {
    // b imports c, which only pages 0 and 1 run; merged with a, page 2 would load c's chunk as well.
    const modules = [
      shared('a', 300, [0, 1, 2]),
      shared('b', 200, [0, 1], ['c']),
      shared('c', 6_000, [0, 1, 3]),
    ];
    const noWasteOnPage3 = options({ maxWaste: (page) => (page === 3 ? 0 : 5_000) });
    expect(groups(modules, noWasteOnPage3)).toEqual(['a', 'b', 'c']);
    // The same two without the import: merged.
    expect(groups([modules[0]!, { ...modules[1]!, imports: [] }, modules[2]!], noWasteOnPage3)).toEqual([
      'a+b',
      'c',
    ]);
  });

  it('never merges two chunks into a loop through a third', () => {
    // a imports c, and c imports b: a+b would import c, which imports a+b. Page 3 may waste nothing,
    // so c stays on its own.
    const modules = [
      shared('a', 100, [0, 1], ['c']),
      shared('b', 100, [0, 1, 2]),
      shared('c', 100, [0, 1, 2, 3], ['b']),
    ];
    const noWasteOnPage3 = options({ maxWaste: (page) => (page === 3 ? 0 : 5_000) });
    expect(groups(modules, noWasteOnPage3)).toEqual(['a', 'b', 'c']);
    // Without the loop (c imports nothing), a and b are one chunk.
    expect(groups([modules[0]!, modules[1]!, { ...modules[2]!, imports: [] }], noWasteOnPage3)).toEqual([
      'a+b',
      'c',
    ]);
  });
});

describe('chunk cycles', () => {
  it('are found, each as the loop of files', () => {
    expect(
      chunkCycles([
        { fileName: 'route.js', imports: ['kit-1.js'] },
        { fileName: 'kit-1.js', imports: ['kit-2.js'] },
        { fileName: 'kit-2.js', imports: ['kit-1.js'] },
      ]),
    ).toEqual([['kit-1.js', 'kit-2.js', 'kit-1.js']]);
    expect(
      chunkCycles([
        { fileName: 'route.js', imports: ['kit-1.js'] },
        { fileName: 'kit-1.js', imports: [] },
      ]),
    ).toEqual([]);
  });
});
