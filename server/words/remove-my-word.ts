import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { learnerChange } from '~/server/plans/learner-change';
import { myWordNotFound } from './find-my-word';

/** Removes one of the learner's words (and its place in their study sets). */
export async function removeWord(db: Db, input: { userId: string; id: string; now: Date }) {
  await learnerChange(db, { ...input, collection: 'words' }, async (tx) => {
    const [row] = await tx
      .delete(userWord)
      .where(and(eq(userWord.userId, input.userId), eq(userWord.id, input.id)))
      .returning({ id: userWord.id });
    if (!row) throw myWordNotFound();
  });
}
