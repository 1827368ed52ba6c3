import { spawnSync } from 'node:child_process';

// What one process waking another costs on this machine: `perf bench sched pipe`, two processes
// passing a byte back and forth through pipes (each round trip is two wake-ups). Every review and
// every pgbench transaction pays several (HTTP, the database's round trips), and on virtual machines
// this cost varies tenfold between hosts; it is printed beside the CPU ratio so runs on different
// machines can be told apart. Null where `perf` is not installed (Debian's linux-perf).

/** `perf bench sched pipe`'s microseconds a round trip, from its output. */
export function pipeRoundTripUs(output: string): number | null {
  const match = /([\d.]+)\s+usecs\/op/.exec(output);
  return match ? Number(match[1]) : null;
}

export function measurePipeRoundTrip(loops = 20_000): number | null {
  const result = spawnSync('perf', ['bench', 'sched', 'pipe', '-l', String(loops)], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return pipeRoundTripUs(`${result.stdout}${result.stderr}`);
}
