// Playwright's webServer: a local OIDC provider plus the real server on a throw-away data directory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from './oidc-provider';
import { e2eStateFile } from './state-file';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 99);

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { server: oidc, discoveryUrl } = await startOidcProvider(oidcPort);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-e2e-'));
// Where the tests find this run's data directory (and so the demo admin's admin-credentials.txt).
const stateFile = e2eStateFile(port);
fs.writeFileSync(stateFile, JSON.stringify({ dataDir }), { mode: 0o600 });

const app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    SMTP_URL: '',
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    GOOGLE_DISCOVERY_URL: discoveryUrl,
    // Every journey comes from this one address; the limits themselves are tested in server/.
    AUTH_SIGN_IN_RATE_LIMIT: '1000',
    AUTH_SIGN_UP_RATE_LIMIT: '1000',
    AUTH_EMAIL_RATE_LIMIT: '1000',
    // Session reads: two browsers walking every page from one address pass 300 a minute.
    AUTH_RATE_LIMIT: '100000',
    // The commonest 400 words per language: the journeys search real words without a full import.
    CONTENT_LIMIT: '400',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

const stop = async () => {
  app.kill('SIGTERM');
  await oidc.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
app.on('exit', async (code) => {
  await oidc.stop();
  process.exit(code ?? 1);
});
