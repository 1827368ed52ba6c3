import { and, eq } from 'drizzle-orm';
import type { MyWord } from '~/core/words/my-word';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { learnerChange } from '~/server/plans/learner-change';
import { myWordNotFound } from './find-my-word';
import { toMyWord } from './to-my-word';

/** Replaces the tags of one of the learner's words. */
export async function updateWord(
  db: Db,
  input: { userId: string; id: string; tags: string[]; now: Date },
): Promise<MyWord> {
  return learnerChange(db, { ...input, collection: 'words' }, async (tx) => {
    const [row] = await tx
      .update(userWord)
      .set({ tags: input.tags, updatedAt: input.now })
      .where(and(eq(userWord.userId, input.userId), eq(userWord.id, input.id)))
      .returning();
    if (!row) throw myWordNotFound();
    return toMyWord(row);
  });
}
