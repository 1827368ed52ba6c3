import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { studySetItem, userWord } from '~/server/db/schema';
import type { Scope } from './session-candidates';

/**
 * The learner's never-studied cards in a session's scope (their words, or one study set's), for an
 * empty session: when new words wait, today's limits hold them back, and the learner is told so
 * rather than asked to add words. A count on user_word_user_new_idx.
 */
export async function newCardsInScope(db: Db, input: { userId: string; scope: Scope }): Promise<number> {
  const { userId, scope } = input;
  const inSet =
    scope.scope === 'studySet' && scope.studySetId
      ? sql`exists (select 1 from ${studySetItem} where ${studySetItem.studySetId} = ${scope.studySetId} and ${studySetItem.userWordId} = ${userWord.id})`
      : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(userWord)
    .where(and(eq(userWord.userId, userId), eq(userWord.cardState, 'new'), inSet));
  return row?.n ?? 0;
}
