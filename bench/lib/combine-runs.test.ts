import { describe, expect, it } from 'vitest';
import { combineLoads, type LoadResult } from './load';
import { combinePgbenchRuns, type PgbenchRun } from './pgbench';

// The study benchmark takes pgbench and the reviews in turn, a few rounds each, and reports the rounds
// together: the totals are summed, the rate is over the time taken, the percentiles over every latency.

const load = (latencies: number[], seconds: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  requests: latencies.length,
  started: latencies.length + 1,
  rps: latencies.length / seconds,
  p50: 0,
  p95: 0,
  p99: 0,
  non2xx: 0,
  errors: 0,
  latencies,
  ...extra,
});

describe('combineLoads', () => {
  it('sums the requests, takes the rate over both runs’ time and ranks every latency', () => {
    const fast = load([1, 2, 3, 4], 1, { errors: 1 });
    const slow = load([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120], 4, { non2xx: 2 });
    const both = combineLoads([fast, slow]);
    expect(both.requests).toBe(16);
    expect(both.started).toBe(18);
    // 16 requests in 5 seconds, not the mean of 4/s and 3/s.
    expect(both.rps).toBeCloseTo(3.2);
    expect(both.p50).toBe(40);
    expect(both.p99).toBe(120);
    expect([both.errors, both.non2xx]).toEqual([1, 2]);
    expect(both.latencies).toHaveLength(16);
  });
});

describe('combinePgbenchRuns', () => {
  const run = (latencies: number[], seconds: number, tps: number, clientCpuMs: number): PgbenchRun => ({
    seconds,
    transactions: latencies.length,
    tps,
    latencies,
    clientCpuMs,
  });

  it('counts every transaction, weighs each run’s rate by its length and sums the client’s CPU', () => {
    const both = combinePgbenchRuns({ scale: 50, clients: 50, initSeconds: 12 }, [
      run([1, 1, 1], 10, 900, 30),
      run([5, 5, 5, 5, 5, 5, 5], 30, 1100, 70),
    ]);
    expect(both).toMatchObject({ scale: 50, clients: 50, initSeconds: 12, seconds: 40, transactions: 10 });
    expect(both.tps).toBeCloseTo((900 * 10 + 1100 * 30) / 40);
    expect(both.p50).toBe(5);
    expect(both.clientCpuMs).toBe(100);
  });
});
