import { boot } from '~/server/boot';
import { parseEnv } from '~/server/env';
import { createLogger } from '~/server/logger';
import { freePort, type ServerProcess, startServerProcess, waitForHealth } from '~/server/test/processes';
import { ensureAdmin } from '~/server/users/ensure-admin';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-01';
export const BENCH_ADMIN = { email: 'bench-admin@vocably.test', password: 'bench-admin-password-1' };

/** Where a benchmark's database lives: a PostgreSQL URL, or a PGlite data directory. */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string };

export function targetEnv(target: DatabaseTarget): Record<string, string> {
  return 'databaseUrl' in target
    ? { DATABASE_URL: target.databaseUrl, DATA_DIR: '/nonexistent-bench-data-dir' }
    : { DATABASE_URL: '', DATA_DIR: target.dataDir };
}

/** Opens the target the way the server does (locking a data directory) for set-up work. */
export async function withBooted<T>(
  target: DatabaseTarget,
  work: (booted: Awaited<ReturnType<typeof boot>>) => Promise<T>,
) {
  const env = parseEnv({ ...targetEnv(target), BETTER_AUTH_SECRET: BENCH_SECRET, NODE_ENV: 'test' });
  const booted = await boot(env, createLogger('warn', false), 'bench');
  try {
    return await work(booted);
  } finally {
    await booted.shutdown();
  }
}

export type BenchServer = ServerProcess & {
  origin: string;
  token: string;
  adminId: string;
  stop: () => Promise<void>;
  api: (path: string, init?: { method?: string; json?: unknown }) => Promise<Response>;
};

/**
 * A real server process on the target, with BENCH_ROUTES=1 and an administrator signed in. Creating
 * the administrator happens before the server starts, because a PGlite directory admits one process.
 */
export async function startBenchServer(
  target: DatabaseTarget,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const adminId = await withBooted(
    target,
    async ({ deps }) => (await ensureAdmin(deps.auth, BENCH_ADMIN)).id,
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServerProcess(port, {
    ...targetEnv(target),
    BETTER_AUTH_SECRET: BENCH_SECRET,
    PUBLIC_URL: origin,
    BENCH_ROUTES: '1',
    SEED_DEMO_DATA: 'false',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    AUTH_SIGN_IN_RATE_LIMIT: '1000',
    ...env,
  });
  const stop = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exited;
  };
  try {
    await waitForHealth(port);
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const token = signIn.headers.get('set-auth-token');
    if (!signIn.ok || !token)
      throw new Error(`bench admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const api = (path: string, init: { method?: string; json?: unknown } = {}) =>
      fetch(`${origin}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          origin,
          authorization: `Bearer ${token}`,
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
    return { ...server, origin, token, adminId, stop, api };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
}

/** Removes what the benchmark administrator left behind (its audit rows, sessions and the account). */
export async function removeBenchAdmin(target: DatabaseTarget) {
  await withBooted(target, async ({ deps }) => {
    const { sql } = await import('drizzle-orm');
    const db = deps.database.db;
    const id = sql`(select id from "user" where email = ${BENCH_ADMIN.email})`;
    await db.execute(sql`delete from audit_log where actor_id in ${id}`);
    await db.execute(sql`delete from "user" where email = ${BENCH_ADMIN.email}`);
  });
}
