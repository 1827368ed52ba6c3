import { and, count, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import { todaysAllowance } from '~/core/study/daily-allowance';
import { dailySeries } from '~/core/study/daily-series';
import { addStudyDays, studyDayOf, studyDayStart } from '~/core/study/day-boundary';
import { FORECAST_DAYS } from '~/core/study/due-forecast';
import type { Progress } from '~/core/study/progress';
import { studyStreaks } from '~/core/study/streaks';
import { MATURE_INTERVAL_DAYS, TRUE_RETENTION_WINDOW_DAYS } from '~/core/study/true-retention';
import { learnerWordStatuses } from '~/core/words/word-status';
import type { Db } from '~/server/db/client';
import { reviewLog, studyDay, userWord } from '~/server/db/schema';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { studySettingsOf } from './study-settings';

export const REVIEW_HISTORY_DAYS = 365;

/** The study day of a timestamp column in SQL, as core/study/day-boundary.ts counts it (local − 4 h). */
const studyDayOfColumn = (column: typeof userWord.dueAt, timeZone: string) =>
  sql<string>`to_char(timezone(${timeZone}, ${column}) - interval '4 hours', 'YYYY-MM-DD')`;

/**
 * The learner's progress, in their time zone: streaks and the year of reviews per day from the
 * per-day totals (study_day), true retention over the last 30 days from the review log, the 30-day
 * due forecast and the words by status from the cards. Six index scans, whatever the history's size.
 */
export async function getProgress(db: Db, input: { userId: string; now: Date }): Promise<Progress> {
  const { userId, now } = input;
  const settings = studySettingsOf(await findLearnerProfile(db, userId));
  const { timeZone } = settings;
  const today = studyDayOf(now, timeZone);
  const forecastEnd = addStudyDays(today, FORECAST_DAYS);
  const dueDay = studyDayOfColumn(userWord.dueAt, timeZone);
  const since = new Date(now.getTime() - TRUE_RETENTION_WINDOW_DAYS * 86_400_000);

  const [days, [retention], forecastRows, statusRows] = await Promise.all([
    db
      .select({
        day: studyDay.day,
        reviews: studyDay.reviews,
        newCards: studyDay.newCards,
        reviewCards: studyDay.reviewCards,
        durationMs: studyDay.durationMs,
      })
      .from(studyDay)
      .where(eq(studyDay.userId, userId)),
    db
      .select({
        reviews: sql<number>`count(*)::int`,
        passed: sql<number>`(count(*) filter (where ${reviewLog.rating} <> 1))::int`,
      })
      .from(reviewLog)
      .where(
        and(
          eq(reviewLog.userId, userId),
          gt(reviewLog.reviewedAt, since),
          lte(reviewLog.reviewedAt, now),
          sql`${reviewLog.scheduledDaysBefore} >= ${MATURE_INTERVAL_DAYS}`,
        ),
      ),
    db
      .select({ day: dueDay, due: count() })
      .from(userWord)
      .where(
        and(
          eq(userWord.userId, userId),
          ne(userWord.cardState, 'new'),
          lt(userWord.dueAt, studyDayStart(forecastEnd, timeZone)),
        ),
      )
      // By position: the time zone is a parameter, so the expression repeated would not match itself.
      .groupBy(sql`1`),
    db
      .select({ status: userWord.status, state: userWord.cardState, n: count() })
      .from(userWord)
      .where(eq(userWord.userId, userId))
      .groupBy(userWord.status, userWord.cardState),
  ]);

  const todayRow = days.find((row) => row.day === today);
  const dueByDay = new Map<string, number>();
  for (const row of forecastRows) {
    const day = row.day < today ? today : row.day;
    dueByDay.set(day, (dueByDay.get(day) ?? 0) + row.due);
  }
  const wordsByStatus = Object.fromEntries(
    learnerWordStatuses.map((status) => [status, 0]),
  ) as Progress['wordsByStatus'];
  let newCards = 0;
  for (const row of statusRows) {
    if (row.state === 'new') newCards += row.n;
    const status = (learnerWordStatuses as readonly string[]).includes(row.status) ? row.status : 'learning';
    wordsByStatus[status as keyof typeof wordsByStatus] += row.n;
  }
  const allowance = todaysAllowance(settings, {
    newCardsStudied: todayRow?.newCards ?? 0,
    reviewsDone: todayRow?.reviewCards ?? 0,
  });
  const dueToday = forecastRows.filter((row) => row.day <= today).reduce((sum, row) => sum + row.due, 0);

  return {
    timeZone,
    today,
    streak: studyStreaks(
      days.filter((row) => row.reviews > 0).map((row) => row.day),
      today,
    ),
    reviewsPerDay: dailySeries(new Map(days.map((row) => [row.day, row.reviews])), {
      today,
      days: REVIEW_HISTORY_DAYS,
    }).map(({ day, value }) => ({ day, reviews: value })),
    trueRetention: {
      reviews: retention?.reviews ?? 0,
      passed: retention?.passed ?? 0,
      rate: retention?.reviews ? retention.passed / retention.reviews : null,
    },
    dueForecast: Array.from({ length: FORECAST_DAYS }, (_, offset) => {
      const day = addStudyDays(today, offset);
      return { day, due: dueByDay.get(day) ?? 0 };
    }),
    wordsByStatus,
    timeStudied: {
      todayMs: todayRow?.durationMs ?? 0,
      totalMs: days.reduce((sum, row) => sum + row.durationMs, 0),
    },
    todayCounts: {
      reviews: todayRow?.reviews ?? 0,
      newCards: todayRow?.newCards ?? 0,
      due: dueToday,
      newAvailable: Math.min(allowance.newCards, newCards),
    },
  };
}
