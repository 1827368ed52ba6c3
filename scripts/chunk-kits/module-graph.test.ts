import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';
import { moduleGraph } from './module-graph';

// A build in miniature: modules by id, with their code (as the bundler hands it over, already
// JavaScript), their package's side-effect flag, and imports resolved by relative path.
type Fixture = Record<string, { code: string; sideEffects?: boolean }>;

function contextOf(files: Fixture) {
  const exportsOf = (code: string) =>
    [...code.matchAll(/export (?:const|function|class) (\w+)|export \{([^}]*)\}/g)].flatMap((m) =>
      m[1] ? [m[1]] : m[2]!.split(',').map((part) => part.trim().split(' as ').at(-1)!),
    );
  return {
    parse: (code: string) => parseSync('module.js', code).program,
    getModuleInfo: (id: string) => {
      const file = files[id];
      if (!file) return null;
      return {
        code: file.code,
        importedIds: [...file.code.matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) =>
          path.posix.join(path.posix.dirname(id), m[1] ?? m[2]!),
        ),
        exports: exportsOf(file.code),
        moduleSideEffects: file.sideEffects ?? false,
      };
    },
    resolve: async (source: string, importer?: string) => ({
      id: path.posix.join(path.posix.dirname(importer!), source),
    }),
  } as unknown as Parameters<typeof moduleGraph>[0];
}

async function reach(files: Fixture, roots: string[]) {
  const graph = await moduleGraph(contextOf(files), Object.keys(files));
  const { modules, edges } = graph(roots);
  return { modules: [...modules].sort(), edges: edges.map(([from, to]) => `${from} -> ${to}`).sort() };
}

describe('the module graph the kits are planned from', () => {
  it('follows only the exports a page uses, and what they use', async () => {
    const { modules, edges } = await reach(
      {
        '/page.js': { code: "import { Button } from './ui.js';\nexport default () => Button();" },
        '/ui.js': {
          code: [
            "import { popover } from './popover.js';",
            "import { press } from './press.js';",
            'export function Button() { return press(); }',
            'export function Menu() { return popover(); }',
          ].join('\n'),
        },
        '/press.js': { code: 'export const press = () => 1;' },
        '/popover.js': { code: 'export const popover = () => 2;' },
      },
      ['/page.js'],
    );
    expect(modules).toEqual(['/page.js', '/press.js', '/ui.js']);
    expect(edges).toEqual(['/page.js -> /ui.js', '/ui.js -> /press.js']);
  });

  it('looks through an index that only re-exports, to the module that defines the name', async () => {
    const { edges } = await reach(
      {
        '/page.js': { code: "import { useQuery } from './pkg/index.js';\nexport default () => useQuery();" },
        '/pkg/index.js': {
          code: [
            "import { useQuery } from './use-query.js';",
            "export { useMutation } from './use-mutation.js';",
            'export { useQuery };',
          ].join('\n'),
        },
        '/pkg/use-query.js': { code: 'export function useQuery() {}' },
        '/pkg/use-mutation.js': { code: 'export function useMutation() {}' },
      },
      ['/page.js'],
    );
    expect(edges).toEqual(['/page.js -> /pkg/use-query.js']);
  });

  it('keeps a module that runs code when loaded, even when it only passes a name on', async () => {
    const files: Fixture = {
      '/page.js': { code: "import { toast } from './toast.js';\nexport default () => toast();" },
      '/toast.js': {
        code: "import { toast } from './sonner.js';\nimport { mount } from './mount.js';\nmount();\nexport { toast };",
      },
      '/sonner.js': { code: 'export function toast() {}' },
      '/mount.js': { code: 'export function mount() {}' },
    };
    const { edges } = await reach(files, ['/page.js']);
    expect(edges).toEqual(['/page.js -> /sonner.js', '/page.js -> /toast.js', '/toast.js -> /mount.js']);
  });

  it('keeps an index of a package not declared free of side effects', async () => {
    const files: Fixture = {
      '/page.js': { code: "import { bar } from './index.js';\nexport default () => bar();" },
      '/index.js': { code: "export { bar } from './bar.js';", sideEffects: true },
      '/bar.js': { code: 'export function bar() {}' },
    };
    const { edges } = await reach(files, ['/page.js']);
    expect(edges).toEqual(['/page.js -> /bar.js', '/page.js -> /index.js']);
  });

  it('counts a declaration made by an unannotated call for anyone loading the module, not a pure one', async () => {
    const { modules } = await reach(
      {
        '/page.js': { code: "import { a } from './lib.js';\nexport default () => a;" },
        '/lib.js': {
          code: [
            "import { create } from './create.js';",
            "import { pure } from './pure.js';",
            'export const a = 1;',
            'export const context = create();',
            'export const quiet = /* @__PURE__ */ pure();',
          ].join('\n'),
        },
        '/create.js': { code: 'export function create() {}' },
        '/pure.js': { code: 'export function pure() {}' },
      },
      ['/page.js'],
    );
    expect(modules).toEqual(['/create.js', '/lib.js', '/page.js']);
  });

  it('takes a namespace import, and a module it cannot read, whole', async () => {
    const { modules } = await reach(
      {
        '/page.js': { code: "import * as all from './lib.js';\nexport default () => all;" },
        '/lib.js': {
          code: "import { x } from './x.js';\nimport { y } from './y.js';\nexport const a = () => x;\nexport const b = () => y;",
        },
        '/x.js': { code: 'export const x = 1;' },
        '/y.js': { code: 'this is not javascript' },
      },
      ['/page.js'],
    );
    expect(modules).toEqual(['/lib.js', '/page.js', '/x.js', '/y.js']);
  });
});
