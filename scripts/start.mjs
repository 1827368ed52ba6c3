// `npm start`: build the web app if it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runForwardingSignals } from './run-forwarding-signals.mjs';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'build/client/__spa-fallback.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.(test|spec)\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  return ['web', 'core', 'public'].some((dir) => newestMtime(path.join(root, dir)) > built);
};

if (sourcesChanged()) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server finishes its requests on SIGTERM; a supervisor's signal to `npm start` reaches it.
runForwardingSignals(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root });
