import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

// The server's tests share a worker's module graph, file after file (vitest.config.ts): a file that
// replaced a module, a global or the environment would change the files after it, in whatever order
// the workers take them. Those tools belong to the screens' tests, which get a graph a file.
const root = path.resolve(import.meta.dirname, '..');
const projects = config.test?.projects as { test: { name: string; include: string[]; isolate?: boolean } }[];
const shared = projects.find((project) => project.test.isolate === false)?.test;

function testFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => path.join(folder, file));
}

describe('the tests that share a module graph', () => {
  it('are the core, server, scripts, bench and content folders, and each file there leaves nothing behind', () => {
    expect(shared?.include).toEqual([
      'core/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'content/**/*.test.ts',
    ]);
    const files = shared!.include.flatMap((glob) => testFiles(glob.split('/')[0]!));
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files.filter((name) => name !== 'scripts/shared-module-graph.test.ts')) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const tool of ['vi.mock(', 'vi.doMock(', 'vi.stubGlobal(', 'vi.stubEnv(', 'vi.resetModules(']) {
        if (text.includes(tool)) offenders.push(`${file}: ${tool}`);
      }
      if (/process\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/.test(text))
        offenders.push(`${file}: changes process.env`);
      if (text.includes('vi.useFakeTimers(') && !text.includes('vi.useRealTimers()'))
        offenders.push(`${file}: fake timers never given back`);
    }
    expect(offenders).toEqual([]);
  });
});
