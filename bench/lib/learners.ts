import type pg from 'pg';
import { MATURE_INTERVAL_DAYS } from '~/core/study/true-retention';
import { type DatabaseTarget, withBooted } from './server';

// Seeded learners for the study benchmark: who to act as, their bearer tokens, and putting back what
// the benchmark changed, so that every run meets the same database.

export type Learner = { userId: string; token: string };

/**
 * The first `count` users, in the order of their ids' hashes, with cards due now, verified and not
 * disabled (the learner API admits no others): the same learners in every run of a database (each user
 * checked through the due index; 2.5 s at full size). A sample of the cards' pages picked them before,
 * and the learners it found shrank from run to run (107, 44, 32 on the small seed) as putting the
 * answered cards back moved them to other pages: with fewer learners than connections, two answers of
 * one learner met on its study day's row, and the figure moved with the sample.
 */
export async function sampleLearners(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT u.id FROM "user" u
      WHERE u.email_verified AND NOT coalesce(u.banned, false)
        AND EXISTS (SELECT 1 FROM user_word w
                     WHERE w.user_id = u.id AND w.card_state <> 'new' AND w.due_at <= now())
      ORDER BY md5(u.id) LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** The seed's designated heavy learner (`--heavy-cards` cards and `--heavy-reviews` reviews), by its name. */
export async function heavyLearner(client: pg.Client): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT id FROM "user" WHERE name = 'Heavy Learner' AND email LIKE 'heavy.learner.%' ORDER BY created_at LIMIT 1`,
  );
  return rows[0]?.id;
}

/** A session for each user through Better Auth itself (the seeded users' passwords are unknown). */
export async function signInAll(target: DatabaseTarget, userIds: string[]): Promise<Learner[]> {
  return withBooted(target, async ({ deps }) => {
    const ctx = await deps.auth.$context;
    const learners: Learner[] = [];
    for (const userId of userIds) {
      const session = await ctx.internalAdapter.createSession(userId);
      learners.push({ userId, token: session.token });
    }
    return learners;
  });
}

/** Each learner's cards due now, most overdue first, at most `perLearner` of them. */
export async function dueCards(client: pg.Client, userIds: string[], perLearner: number) {
  const { rows } = await client.query<{ user_id: string; id: string }>(
    `SELECT l.id AS user_id, c.id FROM unnest($1::text[]) AS l(id)
       CROSS JOIN LATERAL (SELECT id FROM user_word w
                            WHERE w.user_id = l.id AND w.card_state <> 'new' AND w.due_at <= now()
                            ORDER BY w.due_at LIMIT $2) c`,
    [userIds, perLearner],
  );
  const byLearner = new Map<string, string[]>();
  for (const row of rows) byLearner.set(row.user_id, [...(byLearner.get(row.user_id) ?? []), row.id]);
  return byLearner;
}

const cardColumns =
  'user_id, id, status, card_state, due_at, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, last_review_at, learned_at, updated_at';

/** The card columns of the cards a benchmark will answer, to put back afterwards. */
export async function snapshotCards(client: pg.Client, cards: { userId: string; cardId: string }[]) {
  const { rows } = await client.query(
    `SELECT ${cardColumns} FROM user_word w
       JOIN unnest($1::text[], $2::uuid[]) AS x(user_id, id) USING (user_id, id)`,
    [cards.map((card) => card.userId), cards.map((card) => card.cardId)],
  );
  return rows;
}

/**
 * Puts back what the study benchmark changed: the answered cards' columns, its review-log rows (by
 * the client ids it made), the study days those rows counted in (summed again from the log), the
 * study sessions it started, and the sessions it signed in with.
 */
export async function restoreStudy(
  client: pg.Client,
  input: {
    cards: unknown[];
    reviews: { userId: string; id: string }[];
    userIds: string[];
    since: Date;
    tokens: string[];
  },
) {
  let putBack: { cards: number; reviews: number; studyDays: number };
  await client.query('BEGIN');
  try {
    await client.query(
      `UPDATE user_word w SET (${cardColumns.replace('user_id, id, ', '')}) =
              (s.status, s.card_state, s.due_at, s.stability, s.difficulty, s.elapsed_days, s.scheduled_days,
               s.learning_steps, s.reps, s.lapses, s.last_review_at, s.learned_at, s.updated_at)
         FROM json_populate_recordset(null::user_word, $1::json) s
        WHERE w.user_id = s.user_id AND w.id = s.id`,
      [JSON.stringify(input.cards)],
    );
    const reviews = [input.reviews.map((r) => r.userId), input.reviews.map((r) => r.id)];
    const { rows: days } = await client.query<{ user_id: string; study_day: string }>(
      `DELETE FROM review_log r USING unnest($1::text[], $2::uuid[]) AS x(user_id, id)
        WHERE r.user_id = x.user_id AND r.id = x.id RETURNING r.user_id, r.study_day::text`,
      reviews,
    );
    const touched = [...new Set(days.map((day) => `${day.user_id}\t${day.study_day}`))].map((key) =>
      key.split('\t'),
    );
    const pairs = [touched.map(([user]) => user!), touched.map(([, day]) => day!)];
    await client.query(
      `DELETE FROM study_day d USING unnest($1::text[], $2::date[]) AS x(user_id, day)
        WHERE d.user_id = x.user_id AND d.day = x.day`,
      pairs,
    );
    // The same sums apply-review.ts keeps: new cards that moved, answers to cards in review.
    await client.query(
      `INSERT INTO study_day (user_id, day, reviews, new_cards, review_cards, again_count, duration_ms,
                              mature_reviews, mature_passed, first_answer_at)
       SELECT r.user_id, r.study_day, count(*), count(*) FILTER (WHERE r.state_before = 0 AND r.applied = 1),
              count(*) FILTER (WHERE r.state_before = 2), count(*) FILTER (WHERE r.rating = 1), sum(r.duration_ms),
              count(*) FILTER (WHERE r.scheduled_days_before >= ${MATURE_INTERVAL_DAYS}),
              count(*) FILTER (WHERE r.scheduled_days_before >= ${MATURE_INTERVAL_DAYS} AND r.rating <> 1),
              min(r.reviewed_at)
         FROM review_log r JOIN unnest($1::text[], $2::date[]) AS x(user_id, day)
           ON r.user_id = x.user_id AND r.study_day = x.day
        GROUP BY 1, 2`,
      pairs,
    );
    await client.query('DELETE FROM study_session WHERE user_id = ANY($1) AND created_at >= $2', [
      input.userIds,
      input.since,
    ]);
    // Achievements the run's own answers earned (those earned from the seed's records are what the next
    // read would record again, and stay).
    await client.query('DELETE FROM learner_achievement WHERE user_id = ANY($1) AND earned_at >= $2', [
      input.userIds,
      input.since,
    ]);
    await client.query('DELETE FROM session WHERE token = ANY($1)', [input.tokens]);
    await client.query('COMMIT');
    putBack = { cards: input.cards.length, reviews: days.length, studyDays: touched.length };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // Put back as the pages were too: rows rewritten and put back leave dead versions and pages no longer
  // marked all-visible, so the next run's index-only scans (progress, the queue) would visit the table
  // for each of them and measure this run's leftovers rather than the code.
  await client.query(
    'VACUUM (ANALYZE) user_word, review_log, study_day, learner_study_totals, study_session, session',
  );
  return putBack;
}
