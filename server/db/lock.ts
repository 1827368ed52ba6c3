import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite has no cross-process locking: two processes on one data directory would corrupt it.
// The holder writes its pid to a lock file; a lock whose process is gone (SIGKILL, power loss) is stale
// and is taken over.

export class DataDirLockedError extends Error {}

export type DataDirLock = { release: () => void; path: string };

const LOCK_FILE = 'vocably.lock';

function isProcessAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): { pid: number; host: string; purpose: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const body = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    purpose,
    since: new Date().toISOString(),
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, body, { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        path: lockPath,
        release: () => {
          if (released) return;
          released = true;
          if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      const sameHost = !holder || holder.host === os.hostname();
      if (holder && sameHost && isProcessAlive(holder.pid) && holder.pid !== process.pid) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another Vocably process ` +
            `(${holder.purpose}, pid ${holder.pid}). Stop it first, or set DATA_DIR to another directory. ` +
            'Nothing was changed.',
        );
      }
      // Stale lock from a process that no longer exists: recover it.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}
