import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { tierOf } from '~/core/plans/limits';
import {
  type AdvancedAnalytics,
  ANSWER_HOURS_WINDOW_DAYS,
  HARDEST_WORDS_LIMIT,
  STABILITY_EDGES_DAYS,
  stabilityBuckets,
} from '~/core/stats/advanced-analytics';
import { addStudyDays, studyDayEnd, studyDayOf, studyDayStart } from '~/core/study/day-boundary';
import { MATURE_INTERVAL_DAYS, trueRetentionSince } from '~/core/study/true-retention';
import type { Db } from '~/server/db/client';
import { reviewLog, userWord } from '~/server/db/schema';
import { sideBySide } from '~/server/db/side-by-side';
import { AppError } from '~/server/http/errors';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { isPremiumNow } from '~/server/purchases/premium';
import { studySettingsOf } from '~/server/study/study-settings';

const DAY_MS = 86_400_000;
/**
 * A review's study day was worked out in the time zone the learner had then, up to 26 hours from
 * today's (UTC-12 to UTC+14): the log's time index is read this much wider than the window's days,
 * and the study day decides.
 */
const ZONE_SLACK_MS = 2 * DAY_MS;
/** The log's state_before for a card in review (core/study/card-state-names.ts). */
const REVIEW_STATE = 2;

const shareOf = (answers: number, passed: number) => ({
  answers,
  passed,
  rate: answers ? passed / answers : null,
});

/** Young and mature cards' answers in the last 30 study days, counted as progress's true retention counts. */
async function retentionOf(db: Db, userId: string, today: string, timeZone: string) {
  const since = trueRetentionSince(today);
  const mature = sql`${reviewLog.scheduledDaysBefore} >= ${MATURE_INTERVAL_DAYS}`;
  const young = sql`${reviewLog.scheduledDaysBefore} < ${MATURE_INTERVAL_DAYS} and ${reviewLog.stateBefore} = ${REVIEW_STATE}`;
  const passed = sql`${reviewLog.rating} <> 1`;
  const [row] = await db
    .select({
      mature: sql<number>`count(*) filter (where ${mature})::int`,
      maturePassed: sql<number>`count(*) filter (where ${mature} and ${passed})::int`,
      young: sql<number>`count(*) filter (where ${young})::int`,
      youngPassed: sql<number>`count(*) filter (where ${young} and ${passed})::int`,
    })
    .from(reviewLog)
    .where(
      and(
        eq(reviewLog.userId, userId),
        gte(reviewLog.reviewedAt, new Date(studyDayStart(since, timeZone).getTime() - ZONE_SLACK_MS)),
        lt(reviewLog.reviewedAt, new Date(studyDayEnd(today, timeZone).getTime() + ZONE_SLACK_MS)),
        gte(reviewLog.studyDay, since),
        sql`${reviewLog.studyDay} <= ${today}`,
      ),
    );
  return {
    young: shareOf(row?.young ?? 0, row?.youngPassed ?? 0),
    mature: shareOf(row?.mature ?? 0, row?.maturePassed ?? 0),
  };
}

/** Answers to words already met in the last 90 study days, by their hour in the learner's time zone. */
async function answersByHourOf(db: Db, userId: string, today: string, timeZone: string) {
  const hour = sql<number>`extract(hour from ${reviewLog.reviewedAt} at time zone ${timeZone})::int`;
  const rows = await db
    .select({
      hour,
      answers: count(),
      passed: sql<number>`count(*) filter (where ${reviewLog.rating} <> 1)::int`,
    })
    .from(reviewLog)
    .where(
      and(
        eq(reviewLog.userId, userId),
        gte(reviewLog.reviewedAt, studyDayStart(addStudyDays(today, 1 - ANSWER_HOURS_WINDOW_DAYS), timeZone)),
        lt(reviewLog.reviewedAt, studyDayEnd(today, timeZone)),
        ne(reviewLog.stateBefore, 0),
      ),
    )
    .groupBy(sql`1`);
  const byHour = new Map(rows.map((row) => [Number(row.hour), row]));
  return Array.from({ length: 24 }, (_, hour) => {
    const row = byHour.get(hour);
    return { hour, ...shareOf(row?.answers ?? 0, row?.passed ?? 0) };
  });
}

/**
 * The words forgotten most often. No index orders the cards by lapses (one would cost every answer
 * a write), so the learner's cards are read and the ten kept: as many rows as the plan lets them hold.
 */
async function hardestWordsOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: userWord.id,
      word: sql<string>`${userWord.word}->>'value'`,
      lapses: userWord.lapses,
      dueAt: userWord.dueAt,
    })
    .from(userWord)
    .where(and(eq(userWord.userId, userId), gte(userWord.lapses, 1)))
    .orderBy(desc(userWord.lapses), sql`${userWord.lastReviewAt} desc nulls last`, userWord.id)
    .limit(HARDEST_WORDS_LIMIT);
  return rows.map((row) => ({ ...row, dueAt: row.dueAt?.toISOString() ?? null }));
}

/** Studied cards by stability bucket: the database places each among the edges (width_bucket). */
async function memoryStrengthOf(db: Db, userId: string) {
  const edges = `{${STABILITY_EDGES_DAYS.join(',')}}`;
  const rows = await db
    .select({
      bucket: sql<number>`width_bucket(${userWord.stability}, ${edges}::float8[])`,
      cards: count(),
    })
    .from(userWord)
    .where(and(eq(userWord.userId, userId), ne(userWord.cardState, 'new')))
    .groupBy(sql`1`);
  const counts = new Map(rows.map((row) => [Number(row.bucket), row.cards]));
  return stabilityBuckets.map((bucket, index) => ({ ...bucket, cards: counts.get(index) ?? 0 }));
}

/**
 * Pro's advanced analytics from the learner's own records; a Free learner is refused (403
 * PLAN_REQUIRED, with their tier). Every read is bounded: the log by the windows' times on its
 * (user, reviewed_at) index, the cards by the learner's own.
 */
export async function getAdvancedAnalytics(
  db: Db,
  input: { userId: string; now: Date },
): Promise<AdvancedAnalytics> {
  const { userId, now } = input;
  const [profile, premium] = await sideBySide(db, [
    () => findLearnerProfile(db, userId),
    () => isPremiumNow(db, userId, now),
  ]);
  if (!premium) {
    throw new AppError('PLAN_REQUIRED', 'Advanced analytics come with Pro.', 403, {
      tier: tierOf(premium),
    });
  }
  const { timeZone } = studySettingsOf(profile);
  const today = studyDayOf(now, timeZone);
  const [retention, answersByHour, hardestWords, memoryStrength] = await sideBySide(db, [
    () => retentionOf(db, userId, today, timeZone),
    () => answersByHourOf(db, userId, today, timeZone),
    () => hardestWordsOf(db, userId),
    () => memoryStrengthOf(db, userId),
  ]);
  return { timeZone, today, retention, answersByHour, hardestWords, memoryStrength };
}
