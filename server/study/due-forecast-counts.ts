import { and, count, eq, lt, ne, sql } from 'drizzle-orm';
import { addStudyDays, type StudyDay, studyDayStart } from '~/core/study/day-boundary';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';

/**
 * How many cards fall due on each of the `days` study days from today, today first (overdue cards
 * count today). The days' first instants are worked out once, here, in the learner's time zone; the
 * database only places each due time among them (width_bucket, a binary search), instead of turning
 * every due time into local time.
 */
export async function dueForecastCounts(
  db: Db,
  input: { userId: string; today: StudyDay; timeZone: string; days: number },
): Promise<number[]> {
  const { userId, today, timeZone, days } = input;
  // The first instants of tomorrow … the day after the last: bucket n is the day n days from today.
  const starts = Array.from({ length: days }, (_, i) => studyDayStart(addStudyDays(today, i + 1), timeZone));
  const thresholds = `{${starts
    .slice(0, -1)
    .map((start) => start.toISOString())
    .join(',')}}`;
  const rows = await db
    .select({
      bucket: sql<number>`width_bucket(${userWord.dueAt}, ${thresholds}::timestamptz[])`,
      due: count(),
    })
    .from(userWord)
    .where(
      and(eq(userWord.userId, userId), ne(userWord.cardState, 'new'), lt(userWord.dueAt, starts.at(-1)!)),
    )
    .groupBy(sql`1`);
  const counts = new Array<number>(days).fill(0);
  for (const row of rows) counts[row.bucket] = (counts[row.bucket] ?? 0) + row.due;
  return counts;
}
