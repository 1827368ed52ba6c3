import { count, eq } from 'drizzle-orm';
import { newHeldReason, reviewsOff, todaysAllowance, todaysTake } from '~/core/study/daily-allowance';
import { dailySeries } from '~/core/study/daily-series';
import { addStudyDays, studyDayEnd, studyDayOf } from '~/core/study/day-boundary';
import { FORECAST_DAYS } from '~/core/study/due-forecast';
import type { Progress } from '~/core/study/progress';
import { trueRetentionOfDays } from '~/core/study/true-retention';
import { learnerWordStatuses } from '~/core/words/word-status';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { dueCardsWaiting } from './due-cards-waiting';
import { dueForecastCounts } from './due-forecast-counts';
import { studyHistory } from './study-history';
import { studySettingsOf } from './study-settings';

export const REVIEW_HISTORY_DAYS = 365;

/**
 * The learner's progress, in their time zone: the year of reviews per day, the current streak and
 * true retention over the last 30 days from that year's per-day totals (study_day), the longest
 * streak and total time from the learner's totals row, the 30-day due forecast and the words by
 * status from the cards. Index scans bounded by the year shown, not the whole history.
 */
export async function getProgress(db: Db, input: { userId: string; now: Date }): Promise<Progress> {
  const { userId, now } = input;
  const settings = studySettingsOf(await findLearnerProfile(db, userId));
  const { timeZone } = settings;
  const today = studyDayOf(now, timeZone);
  const dayEnd = studyDayEnd(today, timeZone);

  const [history, dueCounts, dueWaiting, statusRows] = await Promise.all([
    studyHistory(db, { userId, today, windowDays: REVIEW_HISTORY_DAYS }),
    dueForecastCounts(db, { userId, today, timeZone, days: FORECAST_DAYS }),
    dueCardsWaiting(db, { userId, now, dayEnd }),
    db
      .select({ status: userWord.status, state: userWord.cardState, n: count() })
      .from(userWord)
      .where(eq(userWord.userId, userId))
      .groupBy(userWord.status, userWord.cardState),
  ]);

  const { days } = history;
  const todayRow = days.find((row) => row.day === today);
  const wordsByStatus = Object.fromEntries(
    learnerWordStatuses.map((status) => [status, 0]),
  ) as Progress['wordsByStatus'];
  let newCards = 0;
  for (const row of statusRows) {
    if (row.state === 'new') newCards += row.n;
    const status = (learnerWordStatuses as readonly string[]).includes(row.status) ? row.status : 'learning';
    wordsByStatus[status as keyof typeof wordsByStatus] += row.n;
  }
  const todaysCounts = {
    newCardsStudied: todayRow?.newCards ?? 0,
    reviewsDone: todayRow?.reviewCards ?? 0,
  };
  const allowance = todaysAllowance(settings, todaysCounts);
  // What sessions started now would take, as the queue takes it: the home's figures and its "all done".
  const take = todaysTake(allowance, { ...dueWaiting, new: newCards });

  return {
    timeZone,
    today,
    dayEndsAt: dayEnd.toISOString(),
    streak: history.streak,
    reviewsPerDay: dailySeries(new Map(days.map((row) => [row.day, row.reviews])), {
      today,
      days: REVIEW_HISTORY_DAYS,
    }).map(({ day, value }) => ({ day, reviews: value })),
    trueRetention: trueRetentionOfDays(days, today),
    dueForecast: dueCounts.map((due, offset) => ({ day: addStudyDays(today, offset), due })),
    wordsByStatus,
    timeStudied: {
      todayMs: todayRow?.durationMs ?? 0,
      totalMs: history.totalMs,
    },
    todayCounts: {
      reviews: todayRow?.reviews ?? 0,
      newCards: todayRow?.newCards ?? 0,
      due: dueCounts[0] ?? 0,
      dueNow: take.due,
      dueHeld: take.held,
      newAvailable: take.newCards,
      newHeld: take.newHeld,
      newHeldReason:
        take.newHeld > 0
          ? newHeldReason(settings, todaysCounts, { reviewsTaken: dueWaiting.review - take.held })
          : null,
      reviewsOff: reviewsOff(settings),
    },
  };
}
