import { and, eq } from 'drizzle-orm';
import type { MyStory } from '~/core/stories/my-story';
import type { Db } from '~/server/db/client';
import { story } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { toMyStory } from './to-my-story';

export const myStoryNotFound = () => new AppError('STORY_NOT_FOUND', 'Story not found in your stories.', 404);

/** One of the learner's stories; another learner's id is answered exactly like a missing one. */
export async function getStory(db: Db, input: { userId: string; id: string }): Promise<MyStory> {
  const [row] = await db
    .select()
    .from(story)
    .where(and(eq(story.userId, input.userId), eq(story.id, input.id)));
  if (!row) throw myStoryNotFound();
  return toMyStory(row);
}
