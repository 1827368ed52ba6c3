import { and, eq } from 'drizzle-orm';
import type { TodaysCounts } from '~/core/study/daily-allowance';
import type { StudyDay } from '~/core/study/day-boundary';
import type { Db, Tx } from '~/server/db/client';
import { studyDay } from '~/server/db/schema';

export type DayTotals = TodaysCounts & { reviews: number; durationMs: number };

/** One study day's totals (zero when the learner has not studied that day). */
export async function dayTotals(db: Db | Tx, userId: string, day: StudyDay): Promise<DayTotals> {
  const [row] = await db
    .select()
    .from(studyDay)
    .where(and(eq(studyDay.userId, userId), eq(studyDay.day, day)));
  return {
    newCardsStudied: row?.newCards ?? 0,
    reviewsDone: row?.reviewCards ?? 0,
    reviews: row?.reviews ?? 0,
    durationMs: row?.durationMs ?? 0,
  };
}
