import { and, eq } from 'drizzle-orm';
import type { MyWord } from '~/core/learner/my-word';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { myWordNotFound } from './find-my-word';
import { learnerChange } from './learner-change';
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
