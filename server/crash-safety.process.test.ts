import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { account, globalWord, session, user } from './db/schema';
import { parseEnv } from './env';
import { createLogger } from './logger';
import { createPostgresDatabaseUrl } from './test/databases';
import { freePort, startServerProcess, waitForHealth } from './test/processes';
import { byMode } from './test/stress';
import { ensureAdmin } from './users/ensure-admin';

// SIGKILL at random moments of a bulk change, a WordNet import and a large seed. After each kill the
// next process starts cleanly (the PGlite lock of the dead process is taken over, the data directory
// opens), a bulk change is all or nothing, and an interrupted import or seed finishes on a re-run with
// exactly the rows of an uninterrupted one.
const rounds = byMode(2, 20);
const root = path.resolve(import.meta.dirname, '..');
const secret = 'crash-secret-crash-secret-crash-secret-01';
const admin = { email: 'crash-admin@example.com', password: 'crash-admin-password' };
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-crash-'));
  dirs.push(dir);
  return dir;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));

/** Opens the data directory as the tools do; throws if a (live) process still held it. */
async function withDataDir<T>(dataDir: string, work: (db: Awaited<ReturnType<typeof boot>>) => Promise<T>) {
  const env = parseEnv({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret, NODE_ENV: 'test' });
  const booted = await boot(env, createLogger('silent', false), 'crash test');
  try {
    return await work(booted);
  } finally {
    await booted.shutdown();
  }
}

function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('crash safety on the embedded database', () => {
  it(
    `keeps a bulk disable all or nothing when the server is killed during it (${rounds} times)`,
    async () => {
      const dataDir = tempDir();
      const batch = 1000;
      const ids = Array.from({ length: batch }, () => randomUUID());
      const resetBatch = async (db: Awaited<ReturnType<typeof boot>>['deps']['database']['db']) => {
        await db.update(user).set({ banned: false, banReason: null }).where(inArray(user.id, ids));
        await db.delete(session).where(inArray(session.userId, ids));
        await db.insert(session).values(
          ids.map((userId) => ({
            id: randomUUID(),
            userId,
            token: randomBytes(16).toString('hex'),
            expiresAt: new Date(Date.now() + 86_400_000),
          })),
        );
      };
      await withDataDir(dataDir, async ({ deps }) => {
        await ensureAdmin(deps.auth, admin);
        await deps.database.db
          .insert(user)
          .values(
            ids.map((id) => ({ id, email: `${id}@crash.example.com`, name: 'Crash', emailVerified: true })),
          );
        await deps.database.db
          .insert(account)
          .values(
            ids.map((id) => ({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id })),
          );
        await resetBatch(deps.database.db);
      });

      const outcomes: string[] = [];
      for (let round = 0; round < rounds; round++) {
        const port = await freePort();
        const origin = `http://127.0.0.1:${port}`;
        const server = startServerProcess(port, {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          BETTER_AUTH_SECRET: secret,
          PUBLIC_URL: origin,
          SEED_DEMO_DATA: 'false',
          AUTH_SIGN_IN_RATE_LIMIT: '1000',
        });
        children.push(server.child);
        await waitForHealth(port).catch((error) => {
          throw new Error(`restart ${round} was not clean: ${error.message}\n${server.output()}`);
        });
        const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        });
        const token = signIn.headers.get('set-auth-token');
        expect(token, await signIn.clone().text()).toBeTruthy();
        const request = fetch(`${origin}/api/admin/users/bulk-disable`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ userIds: ids }),
        }).catch(() => undefined);
        await sleep(randomBetween(0, 250));
        server.child.kill('SIGKILL');
        await server.exited;
        const answered = await request;

        // The dead server's lock is stale: opening the directory again must work, and show all or nothing.
        await withDataDir(dataDir, async ({ deps }) => {
          const db = deps.database.db;
          const [banned] = await db
            .select({ value: count() })
            .from(user)
            .where(sql`${user.banned} and ${inArray(user.id, ids)}`);
          const [sessions] = await db
            .select({ value: count() })
            .from(session)
            .where(inArray(session.userId, ids));
          const state =
            banned!.value === batch && sessions!.value === 0
              ? 'all'
              : banned!.value === 0 && sessions!.value === batch
                ? 'none'
                : `partial: ${banned!.value} disabled, ${sessions!.value} sessions`;
          outcomes.push(`${state}${answered ? ` (answered ${answered.status})` : ''}`);
          await resetBatch(db);
        });
      }
      expect(outcomes.filter((outcome) => !/^(all|none)/.test(outcome))).toEqual([]);
    },
    byMode(120_000, 900_000),
  );

  it(
    `re-runs a WordNet import killed part-way without duplicates (${rounds} times)`,
    async () => {
      const dataDir = tempDir();
      const limit = byMode(2500, 8000);
      const env = { DATA_DIR: dataDir, DATABASE_URL: '', BETTER_AUTH_SECRET: secret };
      for (let round = 0; round < rounds; round++) {
        const killed = runCli('server/cli/import-wordnet.ts', ['--limit', String(limit)], env);
        await sleep(randomBetween(1500, 5000));
        killed.child.kill('SIGKILL');
        await killed.exited;
        const rerun = runCli('server/cli/import-wordnet.ts', ['--limit', String(limit)], env);
        expect(await rerun.exited, rerun.output()).toBe(0);
        expect(rerun.output()).toMatch(new RegExp(`already present, ${limit} WordNet lemmas`));
        await withDataDir(dataDir, async ({ deps }) => {
          const [row] = await deps.database.db
            .select({
              rows: count(),
              distinct: sql<number>`count(distinct ${globalWord.value})`.mapWith(Number),
            })
            .from(globalWord)
            .where(eq(globalWord.languageCode, 'en'));
          expect(row).toEqual({ rows: limit, distinct: limit });
          // The next round starts from an empty table again, so every kill lands inside an import.
          await deps.database.db.delete(globalWord);
        });
      }
    },
    byMode(120_000, 1_200_000),
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('crash safety of the scale seed on PostgreSQL', () => {
  it(
    `finishes a seed killed part-way with the right rows and every index (${rounds} times)`,
    async () => {
      const database = await createPostgresDatabaseUrl();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const indexes = async () =>
          (
            await client.query<{ name: string }>(
              "select indexname as name from pg_indexes where schemaname = 'public' order by 1",
            )
          ).rows.map((row) => row.name);
        const expected = await indexes();
        const args = ['--users', '20000', '--words', '2000', '--purchases', '2000', '--reset'];
        const env = { DATABASE_URL: database.url };
        for (let round = 0; round < rounds; round++) {
          const killed = runCli('server/cli/seed-scale.ts', args, env);
          await sleep(randomBetween(1500, 6000));
          killed.child.kill('SIGKILL');
          await killed.exited;
          const rerun = runCli('server/cli/seed-scale.ts', args, env);
          expect(await rerun.exited, rerun.output()).toBe(0);
          const counts = await client.query(
            `select (select count(*) from "user")::int as users, (select count(distinct email) from "user")::int as emails,
                  (select count(*) from global_word)::int as words, (select count(*) from purchase)::int as purchases`,
          );
          expect(counts.rows[0]).toEqual({ users: 20000, emails: 20000, words: 2000, purchases: 2000 });
          expect(await indexes()).toEqual(expected);
        }
      } finally {
        await client.end();
        await database.drop();
      }
    },
    byMode(180_000, 1_800_000),
  );
});
