import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processCpuMs } from './cpu';
import { percentile } from './table';

// pgbench, PostgreSQL's own load generator, as the physical anchor of a throughput benchmark: its
// built-in TPC-B-like transaction (three UPDATEs, a SELECT and an INSERT in one transaction) on the same
// server, at the same concurrency, in the same run.

export type PgbenchResult = {
  scale: number;
  clients: number;
  /** The timed runs' seconds together. */
  seconds: number;
  transactions: number;
  tps: number;
  p50: number;
  p95: number;
  p99: number;
  initSeconds: number;
  /** pgbench's own CPU (its client threads) during the timed runs. */
  clientCpuMs: number;
};

/**
 * Runs a command to its end: its output, and its own CPU as last seen (polled every 50 ms while it
 * runs, so the last moments before it exits go uncounted).
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ output: string; cpuMs: number }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let cpuMs = 0;
    const poll = setInterval(() => {
      if (child.pid) cpuMs = Math.max(cpuMs, processCpuMs(child.pid));
    }, 50);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      clearInterval(poll);
      reject(error);
    });
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code === 0) resolve({ output, cpuMs });
      else reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`));
    });
  });
}

/**
 * libpq's variables for a postgres:// URL (pgbench takes no URL for -i on every version). A `host`
 * parameter names a Unix socket's directory, as node-postgres and libpq read it.
 */
export function libpqEnv(url: URL): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PGHOST: url.searchParams.get('host') ?? url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username || 'postgres'),
    ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
  };
}

/** One timed run of pgbench's TPC-B-like script: every transaction's latency (ms) from its -l log. */
export type PgbenchRun = {
  seconds: number;
  transactions: number;
  tps: number;
  latencies: number[];
  /** pgbench's own CPU (its client threads) during the run. */
  clientCpuMs: number;
};

/**
 * Creates a throw-away database and initialises pgbench's tables at `scale` (100,000 accounts per
 * unit; the scale is at least the client count, as pgbench's documentation advises, so the branch
 * rows do not serialise the clients). `run` then times the TPC-B-like script for `seconds` with a
 * per-transaction log (-l), as often as asked, so a benchmark can take it in turn with its own load;
 * `drop` removes the database.
 */
export async function preparePgbench(options: { adminUrl: string; scale: number }) {
  const name = `vocably_bench_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  const env = libpqEnv(new URL(options.adminUrl));
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  };
  let initSeconds: number;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const started = performance.now();
    await run('pgbench', ['-i', '-q', '-s', String(options.scale), name], env);
    initSeconds = (performance.now() - started) / 1000;
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    scale: options.scale,
    initSeconds,
    drop,
    /** `applicationName` names the run's backends, so their CPU can be told from the initialisation's. */
    async run(timed: { clients: number; seconds: number; applicationName: string }): Promise<PgbenchRun> {
      const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-pgbench-'));
      try {
        const { output, cpuMs: clientCpuMs } = await run(
          'pgbench',
          [
            '-c',
            String(timed.clients),
            '-j',
            String(Math.min(os.cpus().length, timed.clients)),
            '-T',
            String(timed.seconds),
            '-l',
            '--log-prefix',
            path.join(logDir, 'tx'),
            name,
          ],
          { ...env, PGAPPNAME: timed.applicationName },
        );
        const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
        const latencies: number[] = [];
        for (const file of fs.readdirSync(logDir)) {
          for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
            const fields = line.split(' ');
            if (fields.length >= 6) latencies.push(Number(fields[2]) / 1000);
          }
        }
        return { seconds: timed.seconds, transactions: latencies.length, tps, latencies, clientCpuMs };
      } finally {
        fs.rmSync(logDir, { recursive: true, force: true });
      }
    },
  };
}

/** Several runs as one: their transactions, CPU and latencies together, the rate over their time. */
export function combinePgbenchRuns(
  setup: { scale: number; clients: number; initSeconds: number },
  runs: PgbenchRun[],
): PgbenchResult {
  const latencies = runs.flatMap((one) => one.latencies);
  const seconds = runs.reduce((sum, one) => sum + one.seconds, 0);
  return {
    ...setup,
    seconds,
    transactions: latencies.length,
    // Each run's own rate (connection time left out) weighted by its length.
    tps: runs.reduce((sum, one) => sum + one.tps * one.seconds, 0) / Math.max(1, seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    clientCpuMs: runs.reduce((sum, one) => sum + one.clientCpuMs, 0),
  };
}
