import fs from 'node:fs';
import type pg from 'pg';

// CPU time, as the kernel counts it (/proc/<pid>/stat, Linux; 100 ticks a second). On a shared
// machine wall times mostly measure the wait for a core; CPU per request measures the work.

export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
  } catch {
    return 0;
  }
}

/**
 * The CPU the PostgreSQL backends of one application_name use while it runs: polled every 200 ms,
 * since backends come and go with their connections (pgbench's exit at its end), each counted from
 * when first seen (0 for one that started during the window) to when last seen.
 */
export function sampleBackendsCpu(admin: pg.Client, applicationName: string, everyMs = 200) {
  const seen = new Map<number, { first: number; last: number }>();
  let first = true;
  let stopped = false;
  const poll = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      const entry = seen.get(pid);
      if (entry) entry.last = Math.max(entry.last, ms);
      else seen.set(pid, { first: first ? ms : 0, last: ms });
    }
    first = false;
  };
  const loop = (async () => {
    while (!stopped) {
      await poll();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await poll();
      let total = 0;
      for (const { first: from, last } of seen.values()) total += last - from;
      return total;
    },
  };
}
