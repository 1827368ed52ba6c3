import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { story } from '~/server/db/schema';
import { learnerChange } from '~/server/plans/learner-change';
import { myStoryNotFound } from './get-story';

/** Deletes one of the learner's stories; the stories total is rewritten, freeing a place under the limit. */
export async function deleteStory(db: Db, input: { userId: string; id: string; now: Date }) {
  await learnerChange(db, { ...input, collection: 'stories' }, async (tx) => {
    const [row] = await tx
      .delete(story)
      .where(and(eq(story.userId, input.userId), eq(story.id, input.id)))
      .returning({ id: story.id });
    if (!row) throw myStoryNotFound();
  });
}
