import { count, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AdminStats, STATS_PERIOD_DAYS } from '~/core/stats/admin-stats';
import { roundTo } from '~/core/subscriptions/revenue';
import { toLabelledAuditEntries } from '~/server/audit/label-audit-entries';
import type { Db } from '~/server/db/client';
import { auditLog, story, studySet, user, userWord } from '~/server/db/schema';
import { premiumNowSql } from '~/server/purchases/premium';

export const RECENT_ACTIVITY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const statsDefinitions = {
  activeUsers: `Users who signed in within the last ${STATS_PERIOD_DAYS} days (user.last_sign_in_at).`,
  totalWords: 'Words in learners\u2019 collections (user_word rows), not the global dictionary.',
  changes: `Each change compares what was added in the last ${STATS_PERIOD_DAYS} days with the ${STATS_PERIOD_DAYS} days before (sign-ups for users, new rows for content). Premium users compare sign-ups of users who are premium now. Null when the earlier window had none. Active users have no change (always null): only each user\u2019s latest sign-in is kept, so who was active in the earlier window is not known.`,
};

/** Percent change of `current` against `previous`; null when there is nothing to compare with. */
export function periodChange(current: number, previous: number): number | null {
  if (!previous) return null;
  return roundTo(((current - previous) / previous) * 100, 1);
}

// Counts of one table: total, created in the current window, created in the previous one.
function windowCounts(column: AnyPgColumn, since: Date, before: Date) {
  return {
    total: count(),
    current: count(sql`case when ${column} >= ${since.toISOString()} then 1 end`),
    previous: count(
      sql`case when ${column} >= ${before.toISOString()} and ${column} < ${since.toISOString()} then 1 end`,
    ),
  };
}

// The dashboard in five aggregate queries plus the latest audit rows.
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const since = new Date(now.getTime() - STATS_PERIOD_DAYS * DAY_MS);
  const before = new Date(now.getTime() - 2 * STATS_PERIOD_DAYS * DAY_MS);
  const premiumNow = premiumNowSql(now);
  const [[users], [words], [sets], [stories], recent] = await Promise.all([
    db
      .select({
        ...windowCounts(user.createdAt, since, before),
        active: count(sql`case when ${user.lastSignInAt} >= ${since.toISOString()} then 1 end`),
        premium: count(sql`case when ${premiumNow} then 1 end`),
        premiumCurrent: count(
          sql`case when ${premiumNow} and ${user.createdAt} >= ${since.toISOString()} then 1 end`,
        ),
        premiumPrevious: count(
          sql`case when ${premiumNow} and ${user.createdAt} >= ${before.toISOString()} and ${user.createdAt} < ${since.toISOString()} then 1 end`,
        ),
      })
      .from(user),
    db.select(windowCounts(userWord.createdAt, since, before)).from(userWord),
    db.select(windowCounts(studySet.createdAt, since, before)).from(studySet),
    db.select(windowCounts(story.createdAt, since, before)).from(story),
    db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(RECENT_ACTIVITY),
  ]);
  const zero = { total: 0, current: 0, previous: 0 };
  const u = users ?? {
    ...zero,
    active: 0,
    premium: 0,
    premiumCurrent: 0,
    premiumPrevious: 0,
  };
  const w = words ?? zero;
  const s = sets ?? zero;
  const st = stories ?? zero;
  return {
    totalUsers: u.total,
    activeUsers: u.active,
    premiumUsers: u.premium,
    totalWords: w.total,
    totalStudySets: s.total,
    totalStories: st.total,
    changes: {
      totalUsers: periodChange(u.current, u.previous),
      // No history of sign-ins is kept: only user.last_sign_in_at, overwritten at each sign-in, and
      // session rows, deleted at sign-out and expiry. Who was active 30-60 days ago is therefore
      // unknown (a user active then and now has only the recent sign-in; a last sign-in in that
      // window means the user has since lapsed), so there is no honest figure to compare with.
      activeUsers: null,
      premiumUsers: periodChange(u.premiumCurrent, u.premiumPrevious),
      totalWords: periodChange(w.current, w.previous),
      totalStudySets: periodChange(s.current, s.previous),
      totalStories: periodChange(st.current, st.previous),
    },
    periodDays: STATS_PERIOD_DAYS,
    definitions: statsDefinitions,
    // Labelled from their snapshots, which stay in the audit log: a bulk delete's can be megabytes.
    recentActivity: (await toLabelledAuditEntries(db, recent)).map(
      ({ before: _, after: __, ...entry }) => entry,
    ),
  };
}
