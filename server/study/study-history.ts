import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { addStudyDays, type StudyDay, studyDaysBetween } from '~/core/study/day-boundary';
import { type Streaks, studyStreaks } from '~/core/study/streaks';
import type { Db } from '~/server/db/client';
import { learnerStudyTotals, studyDay } from '~/server/db/schema';

export type StudyDayRow = {
  day: StudyDay;
  reviews: number;
  newCards: number;
  reviewCards: number;
  durationMs: number;
  matureReviews: number;
  maturePassed: number;
};

export type StudyHistory = { days: StudyDayRow[]; streak: Streaks; totalMs: number };

/** The learner's study days from `from` on (later days too: a time-zone change can leave some ahead of today). */
const daysFrom = (db: Db, userId: string, from?: StudyDay) =>
  db
    .select({
      day: studyDay.day,
      reviews: studyDay.reviews,
      newCards: studyDay.newCards,
      reviewCards: studyDay.reviewCards,
      durationMs: studyDay.durationMs,
      matureReviews: studyDay.matureReviews,
      maturePassed: studyDay.maturePassed,
    })
    .from(studyDay)
    .where(from ? and(eq(studyDay.userId, userId), gte(studyDay.day, from)) : eq(studyDay.userId, userId));

const studiedDays = (days: StudyDayRow[]) => days.filter((row) => row.reviews > 0).map((row) => row.day);

/**
 * The first day of the unbroken run of studied days that includes `through` (a studied day): the
 * latest day up to it whose studied day before is not the day before. The database walks the days,
 * one row comes back, however many years the run has lasted.
 */
async function runStartThrough(db: Db, userId: string, through: StudyDay): Promise<StudyDay | null> {
  const days = db
    .select({
      day: studyDay.day,
      previous: sql<StudyDay | null>`lag(${studyDay.day}) over (order by ${studyDay.day})`.as('previous'),
    })
    .from(studyDay)
    .where(and(eq(studyDay.userId, userId), gt(studyDay.reviews, 0), lte(studyDay.day, through)))
    .as('days');
  const [row] = await db
    .select({ start: sql<StudyDay | null>`max(${days.day})::text` })
    .from(days)
    .where(sql`${days.previous} is null or ${days.previous} < ${days.day} - 1`);
  return row?.start ?? null;
}

/**
 * The study days of the last `windowDays` (for the chart and today's counts), the streaks and the
 * total time studied. The longest streak and the total come from the learner's totals row (kept by
 * the database with every study day written), so only the window is read; a current streak that
 * reaches back to the window's first day is followed back in the database to where it began. The
 * whole history is read instead, with the same result, when the window cannot tell: a studied day
 * lies ahead of today (the longest streak counts days up to today only), or the totals row is
 * missing while days exist.
 */
export async function studyHistory(
  db: Db,
  input: { userId: string; today: StudyDay; windowDays: number },
): Promise<StudyHistory> {
  const { userId, today } = input;
  const windowStart = addStudyDays(today, 1 - input.windowDays);
  const [days, [totals]] = await Promise.all([
    daysFrom(db, userId, windowStart),
    db
      .select({ longestStreak: learnerStudyTotals.longestStreak, durationMs: learnerStudyTotals.durationMs })
      .from(learnerStudyTotals)
      .where(eq(learnerStudyTotals.userId, userId)),
  ]);
  const studied = studiedDays(days);
  const inWindow = studyStreaks(studied, today);
  const lastStudied = studied
    .filter((day) => day <= today)
    .sort()
    .at(-1);
  const reachesWindowStart =
    lastStudied !== undefined && inWindow.current === studyDaysBetween(windowStart, lastStudied) + 1;
  const aheadOfToday = studied.some((day) => day > today);
  if (!aheadOfToday && (totals || days.length === 0)) {
    const current =
      reachesWindowStart && lastStudied !== undefined
        ? studyDaysBetween((await runStartThrough(db, userId, windowStart)) ?? windowStart, lastStudied) + 1
        : inWindow.current;
    return {
      days,
      streak: { current, longest: Math.max(totals?.longestStreak ?? 0, inWindow.longest, current) },
      totalMs: totals?.durationMs ?? 0,
    };
  }
  const all = await daysFrom(db, userId);
  return {
    days: all.filter((row) => row.day >= windowStart),
    streak: studyStreaks(studiedDays(all), today),
    totalMs: all.reduce((sum, row) => sum + row.durationMs, 0),
  };
}
