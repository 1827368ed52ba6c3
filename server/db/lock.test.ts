import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = tempDir();
    // A real second process holds the lock file.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(
      path.join(dir, 'vocably.lock'),
      JSON.stringify({ pid: holder.pid, host: os.hostname(), purpose: 'server' }),
    );
    try {
      expect(() => acquireDataDirLock(dir, 'admin:create')).toThrowError(DataDirLockedError);
      expect(() => acquireDataDirLock(dir, 'admin:create')).toThrowError(
        /in use by another Vocably process \(server, pid/,
      );
    } finally {
      holder.kill();
    }
  });

  it('recovers a stale lock left by a process that died', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(
      path.join(dir, 'vocably.lock'),
      JSON.stringify({ pid: dead.pid, host: os.hostname(), purpose: 'server' }),
    );
    const lock = acquireDataDirLock(dir, 'server');
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('creates the directory when missing and releases cleanly', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = acquireDataDirLock(dir, 'server');
    expect(fs.existsSync(lock.path)).toBe(true);
    lock.release();
    const again = acquireDataDirLock(dir, 'server');
    again.release();
  });
});
