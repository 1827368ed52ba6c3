import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The one-way rules of docs/decisions/0016-house-by-domain.md (web -> core, server -> core, core imports neither, features
// do not import each other, no ../../) are biome.json's noRestrictedImports overrides. This lints
// probe files laid out like the repository with the real biome.json, so a rule that stops firing (or a
// new feature folder without its override) fails here, not in review.
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');
const features = fs
  .readdirSync(path.join(root, 'web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

type Probe = { file: string; from: string; allowed: boolean };

const probes: Probe[] = [
  { file: 'core/users/probe.ts', from: '~/core/dictionary/word-values', allowed: true },
  { file: 'core/users/probe.ts', from: 'zod', allowed: true },
  { file: 'core/users/probe.ts', from: '~/server/db/schema', allowed: false },
  { file: 'core/users/probe.ts', from: '~/web/lib/format', allowed: false },
  { file: 'core/probe.ts', from: '../server/errors', allowed: false },
  { file: 'core/probe.ts', from: '../web/lib/format', allowed: false },
  { file: 'server/words/probe.ts', from: '~/core/dictionary/word-values', allowed: true },
  { file: 'server/users/admin/probe.ts', from: '../list-users', allowed: true },
  { file: 'server/users/admin/probe.ts', from: '../../http/errors', allowed: false },
  { file: 'server/probe.ts', from: '../core/words', allowed: false },
  { file: 'server/words/probe.ts', from: '~/server/test/learner-fixtures', allowed: false },
  { file: 'server/words/probe.ts', from: '~/server/cli/demo/demo-data', allowed: false },
  { file: 'server/words/probe.test.ts', from: '~/server/test/learner-fixtures', allowed: true },
  { file: 'server/cli/demo/probe.ts', from: '~/server/words/add-my-word', allowed: true },
  { file: 'server/probe.ts', from: '~/web/lib/format', allowed: false },
  { file: 'web/routes/admin/probe.ts', from: '~/web/features/admin-users/lib/users-filters', allowed: true },
  { file: 'web/routes/admin/probe.ts', from: '~/core/dictionary/word-values', allowed: true },
  { file: 'web/routes/admin/probe.ts', from: '~/server/db/schema', allowed: false },
  { file: 'web/probe.ts', from: '../core/words', allowed: false },
  {
    file: 'web/components/list/probe.ts',
    from: '~/web/features/admin-users/lib/users-filters',
    allowed: false,
  },
  { file: 'web/lib/probe.ts', from: '~/web/routes/admin/users', allowed: false },
  ...features.flatMap((feature, index) => {
    const other = features[(index + 1) % features.length]!;
    return [
      {
        file: `web/features/${feature}/lib/probe.ts`,
        from: `~/web/features/${feature}/api/x`,
        allowed: true,
      },
      { file: `web/features/${feature}/lib/probe.ts`, from: '../api/x', allowed: true },
      { file: `web/features/${feature}/lib/probe.ts`, from: '~/web/components/list/pager', allowed: true },
      { file: `web/features/${feature}/lib/probe.ts`, from: `~/web/features/${other}/api/x`, allowed: false },
      { file: `web/features/${feature}/lib/probe.ts`, from: `~/web/features/${other}`, allowed: false },
      { file: `web/features/${feature}/probe.ts`, from: `../${other}/api/x`, allowed: false },
      {
        file: `web/features/${feature}/lib/probe.ts`,
        from: '~/server/users/list-users',
        allowed: false,
      },
    ];
  }),
];

// Probes by file, in order: a probe's line in its file is its index + 1.
const byFile = new Map<string, Probe[]>();
for (const probe of probes) byFile.set(probe.file, [...(byFile.get(probe.file) ?? []), probe]);

let dir: string;
const flagged = new Set<string>();
const key = (file: string, line: number) => `${file}:${line}`;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  // One import per line: a diagnostic's line says which probe it belongs to. Every form counts.
  for (const [file, list] of byFile) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const lines = list.map((probe, i) =>
      i % 3 === 0
        ? `import { p${i} } from '${probe.from}';`
        : i % 3 === 1
          ? `export type { p${i} } from '${probe.from}';`
          : `export const p${i} = () => import('${probe.from}');`,
    );
    fs.writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as {
    diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
  };
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category === 'lint/style/noRestrictedImports') {
      flagged.add(key(diagnostic.location.path, diagnostic.location.start.line));
    }
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('biome import rules', () => {
  it('has a feature folder to check', () => {
    expect(features.length).toBeGreaterThan(1);
  });

  for (const [file, list] of byFile) {
    list.forEach((probe, i) => {
      it(`${probe.allowed ? 'allows' : 'refuses'} ${probe.from} in ${file}`, () => {
        expect(flagged.has(key(file, i + 1))).toBe(!probe.allowed);
      });
    });
  }
});
