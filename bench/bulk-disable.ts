import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { config, targets } from './lib/config';
import { type DatabaseTarget, removeBenchAdmin, startBenchServer } from './lib/server';
import { int, ms, percentile, printTable, verdict } from './lib/table';

const BATCH = 1000;
const ROUNDS = 3;
const SESSIONS_PER_USER = 2;

// POST /api/admin/users/bulk-disable of 1,000 enabled users who each hold live sessions, timed from the
// client, then bulk-enable of the same users: the database ends as it started (the sessions made here
// are revoked by the disable; nothing else is touched but the audit rows, removed with the bench admin).
export async function bulkDisable() {
  const target: DatabaseTarget = { databaseUrl: config.scaleDatabaseUrl };
  const client = new pg.Client({ connectionString: config.scaleDatabaseUrl });
  await client.connect();
  const server = await startBenchServer(target);
  const rows: string[][] = [];
  const disableTimes: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const { rows: picked } = await client.query<{ id: string }>(
        `select id from "user" where not banned and role <> 'admin' order by md5(id || $1) limit ${BATCH}`,
        [String(round)],
      );
      const ids = picked.map((row) => row.id);
      const { rows: stamps } = await client.query<{ id: string; updated_at: Date }>(
        'select id, updated_at from "user" where id = any($1)',
        [ids],
      );
      const values = ids.flatMap((id) =>
        Array.from({ length: SESSIONS_PER_USER }, () => [randomUUID(), id, randomBytes(24).toString('hex')]),
      );
      await client.query(
        `insert into session (id, user_id, token, expires_at, created_at, updated_at)
         select id, user_id, token, now() + interval '1 day', now(), now()
         from unnest($1::text[], $2::text[], $3::text[]) as s(id, user_id, token)`,
        [values.map((v) => v[0]), values.map((v) => v[1]), values.map((v) => v[2])],
      );
      const count = async (sql: string) => Number((await client.query(sql, [ids])).rows[0].count);
      const sessionsBefore = await count('select count(*) from session where user_id = any($1)');

      let started = performance.now();
      const disabled = await server.api('/api/admin/users/bulk-disable', {
        method: 'POST',
        json: { userIds: ids },
      });
      const disableMs = performance.now() - started;
      if (!disabled.ok) throw new Error(`bulk-disable failed: ${disabled.status} ${await disabled.text()}`);
      disableTimes.push(disableMs);
      const bannedAfter = await count('select count(*) from "user" where banned and id = any($1)');
      const sessionsAfter = await count('select count(*) from session where user_id = any($1)');

      started = performance.now();
      const enabled = await server.api('/api/admin/users/bulk-enable', {
        method: 'POST',
        json: { userIds: ids },
      });
      const enableMs = performance.now() - started;
      if (!enabled.ok) throw new Error(`bulk-enable failed: ${enabled.status} ${await enabled.text()}`);
      const bannedRestored = await count('select count(*) from "user" where banned and id = any($1)');
      // The users' updatedAt as it was, so that the seeded database is left exactly as found.
      await client.query(
        `update "user" u set updated_at = s.updated_at
         from unnest($1::text[], $2::timestamptz[]) as s(id, updated_at) where u.id = s.id`,
        [stamps.map((row) => row.id), stamps.map((row) => row.updated_at)],
      );
      rows.push([
        String(round + 1),
        int(ids.length),
        `${int(sessionsBefore)} → ${int(sessionsAfter)}`,
        `${int(bannedAfter)} → ${int(bannedRestored)}`,
        ms(disableMs),
        ms(enableMs),
        verdict(disableMs <= targets.bulkDisableMs),
      ]);
    }
    printTable(
      `Bulk disable of ${BATCH} users with ${SESSIONS_PER_USER} live sessions each: PostgreSQL, 1,000,000 users (client-side time of one request; then bulk enable restores them)`,
      [
        'round',
        'users',
        'their sessions',
        'disabled, then after enable',
        'disable ms',
        'enable ms',
        'target ≤ 2 s',
      ],
      rows,
    );
    console.log(`Median disable: ${ms(percentile(disableTimes, 50))} ms`);
  } finally {
    await server.stop();
    await client.end();
    await removeBenchAdmin(target);
  }
}
