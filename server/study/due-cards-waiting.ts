import { and, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { WaitingCards } from '~/core/study/daily-allowance';
import { LEARN_AHEAD_MS } from '~/core/study/study-queue';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';

/**
 * The learner's studied cards a session started now could take, counted as sessionCandidates chooses
 * them (server/study/session-candidates.ts): (re)learning cards due within the learn-ahead and review
 * cards due before the study day ends. One range scan of user_word_user_due_idx, up to the later bound.
 */
export async function dueCardsWaiting(
  db: Db,
  input: { userId: string; now: Date; dayEnd: Date },
): Promise<Omit<WaitingCards, 'new'>> {
  const learnAheadUntil = new Date(input.now.getTime() + LEARN_AHEAD_MS);
  const learningDue = and(
    inArray(userWord.cardState, ['learning', 'relearning']),
    lte(userWord.dueAt, learnAheadUntil),
  );
  const reviewDue = and(eq(userWord.cardState, 'review'), lt(userWord.dueAt, input.dayEnd));
  const until = learnAheadUntil > input.dayEnd ? learnAheadUntil : input.dayEnd;
  const [row] = await db
    .select({
      learning: sql<number>`count(*) filter (where ${learningDue})`.mapWith(Number),
      review: sql<number>`count(*) filter (where ${reviewDue})`.mapWith(Number),
    })
    .from(userWord)
    .where(and(eq(userWord.userId, input.userId), ne(userWord.cardState, 'new'), lte(userWord.dueAt, until)));
  return { learning: row?.learning ?? 0, review: row?.review ?? 0 };
}
