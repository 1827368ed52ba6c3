import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from './test/processes';

// The real server process on the embedded database: the lock, graceful shutdown and a restart.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-process-'));
const children: ChildProcess[] = [];

function startServer(port: number) {
  const server = startServerProcess(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  children.push(server.child);
  return server;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on the embedded database', () => {
  it('locks its data directory, shuts down gracefully and restarts with its data intact', async () => {
    const port = await freePort();
    const first = startServer(port);
    const health = await waitForHealth(port);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'up' } });

    const credentialsFile = path.join(dataDir, 'admin-credentials.txt');
    const credentials = fs.readFileSync(credentialsFile, 'utf8');
    expect((fs.statSync(credentialsFile).mode & 0o777).toString(8)).toBe('600');
    const password = /password: (\S+)/.exec(credentials)?.[1];
    expect(password).toBeTruthy();
    expect(first.output()).toContain(password);

    // A second server on the same directory stops with a clear message and changes nothing.
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Vocably process \(server, pid \d+\)/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'vocably.lock'))).toBe(false);

    // Restart: the demo administrator is not recreated, and can still sign in.
    const port3 = await freePort();
    const third = startServer(port3);
    await waitForHealth(port3);
    expect(fs.readFileSync(credentialsFile, 'utf8')).toBe(credentials);
    const signIn = await fetch(`http://127.0.0.1:${port3}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port3}` },
      body: JSON.stringify({ email: 'admin@demo.vocably.app', password }),
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).user.role).toBe('admin');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // Three starts of a real process, the first loading the demo data (18 s on a quiet machine): CI runs
    // it beside two other test workers on two cores.
  }, 300_000);
});
