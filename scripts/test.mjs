// `npm test`: every test. Vitest (unit + API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set),
// then the Playwright journeys in Chromium. Without Chromium the browser tests are skipped with a notice,
// unless REQUIRE_E2E=1, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const unit = run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);

const chromium = chromiumPath();
if (!fs.existsSync(chromium)) {
  const notice = `Chromium was not found at ${chromium}: the browser tests were skipped.\nInstall it with: sudo apt-get update && sudo apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${notice}\nREQUIRE_E2E=1: a missing browser is a failure.`);
    process.exit(1);
  }
  console.warn(`\n${notice}\n`);
  process.exit(0);
}

process.exit(run('npx', ['playwright', 'test']));
