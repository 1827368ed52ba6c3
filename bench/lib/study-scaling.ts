import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '~/server/db/client';
import * as schema from '~/server/db/schema';
import { studySession } from '~/server/db/schema';
import { startSession } from '~/server/study/start-session';
import { percentile } from './table';

// Issue 27: do a learner's costs stay flat as their history grows? The same learner's session start with
// 100 and with 4,500 cards due, and progress at 500 and at 5,000 cards; the figures go to
// bench/results/study.json for the next run to compare against.

/** The learner whose card count is nearest `cards` (other than `except`), with that count. */
export async function learnerWithCards(client: pg.Client, cards: number, except: string[]) {
  const { rows } = await client.query<{ user_id: string; cards: number }>(
    `SELECT user_id, count(*)::int AS cards FROM user_word WHERE user_id <> ALL($2::text[])
      GROUP BY user_id ORDER BY abs(count(*) - $1), user_id LIMIT 1`,
    [cards, except],
  );
  return rows[0] && { userId: rows[0].user_id, cards: rows[0].cards };
}

export async function cardsOf(client: pg.Client, userId: string) {
  const { rows } = await client.query<{ id: string }>('SELECT id FROM user_word WHERE user_id = $1', [
    userId,
  ]);
  return rows.map((row) => ({ userId, cardId: row.id }));
}

/**
 * A backlog of exactly `due` review cards, each an hour more overdue than the last, the learner's other
 * studied cards due in a month. Vacuumed after, as autovacuum would, so the plans are the usual ones.
 */
export async function setBacklog(client: pg.Client, userId: string, due: number) {
  await client.query(
    `UPDATE user_word SET due_at = now() + interval '30 days', last_review_at = now() - interval '10 days'
      WHERE user_id = $1 AND card_state <> 'new'`,
    [userId],
  );
  await client.query(
    `UPDATE user_word w SET card_state = 'review', due_at = now() - x.n * interval '1 hour',
            last_review_at = now() - x.n * interval '1 hour' - (1 + x.n % 30) * interval '1 day'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM user_word WHERE user_id = $1 ORDER BY id LIMIT $2) x
      WHERE w.user_id = $1 AND w.id = x.id`,
    [userId, due],
  );
  await client.query('VACUUM (ANALYZE) user_word');
}

/**
 * `calls` session starts for one learner, timed around the service (its queries and its JavaScript)
 * on a pool as the server's, so its queries run side by side as they do there. Each session is then
 * deleted, untimed: one nobody answered never counts against the learner's plan, and none stays
 * behind. (Rolling each back instead ran the service inside a transaction, on one connection.)
 */
export async function timeSessionStarts(url: string, userId: string, calls: number) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const times: number[] = [];
  let items = 0;
  try {
    for (let i = 0; i < calls + 10; i++) {
      const started = performance.now();
      const session = await startSession(db, {
        userId,
        body: { scope: 'due', method: 'flashcards', direction: 'recall', limit: 100 },
        now: new Date(),
      });
      // The first ten warm the JIT and the pages.
      if (i >= 10) times.push(performance.now() - started);
      items = session.items.length;
      if (session.id)
        await db
          .delete(studySession)
          .where(and(eq(studySession.userId, userId), eq(studySession.id, session.id)));
    }
  } finally {
    await pool.end();
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), items };
}

export function writeStudyResults(results: Record<string, unknown>, complete: boolean) {
  const file = path.join(import.meta.dirname, '..', 'results', 'study.json');
  // A run of some parts (BENCH_STUDY_PARTS) would replace the last full run's figures with nulls.
  if (!complete) {
    console.log(`Some parts only: ${path.relative(process.cwd(), file)} left as the last full run wrote it`);
    // This run's own figures, unrounded, for comparing runs of one part.
    const measured = Object.entries(results).filter(([, value]) => value !== null && value !== undefined);
    console.log(`This run: ${JSON.stringify(Object.fromEntries(measured))}`);
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
