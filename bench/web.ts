import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The web benchmark is bench/web-lighthouse.ts (also `npm run bench:web`), run as its own process.
export async function web() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/web-lighthouse.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, TEST_PORT_RANGE: process.env.TEST_PORT_RANGE ?? '3700-3799' },
  });
  if (result.status !== 0) throw new Error(`web benchmark failed with ${result.status}`);
}
