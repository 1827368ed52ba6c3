import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { learnerChange } from '~/server/plans/learner-change';

/**
 * Removes several of the learner's words at once (each with its card, its review history and its
 * place in their study sets), all in one change. Ids that are not the learner's words are passed
 * over rather than refused: the usual one is a word already removed from another device, which is
 * what the learner wanted anyway, and a refusal would keep the others.
 */
export async function removeWords(db: Db, input: { userId: string; ids: string[]; now: Date }) {
  return learnerChange(db, { ...input, collection: 'words' }, async (tx) => {
    const rows = await tx
      .delete(userWord)
      .where(and(eq(userWord.userId, input.userId), inArray(userWord.id, input.ids)))
      .returning({ id: userWord.id });
    return { removedIds: rows.map((row) => row.id) };
  });
}
