import { count, desc, eq } from 'drizzle-orm';
import type { MyStoryList } from '~/core/stories/story-contract';
import type { Db } from '~/server/db/client';
import { story } from '~/server/db/schema';
import { toMyStory } from './to-my-story';

/** A page of the learner's stories, newest first, and how many they have in all. */
export async function listStories(
  db: Db,
  input: { userId: string; limit: number; offset: number },
): Promise<MyStoryList> {
  const mine = eq(story.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(story)
      .where(mine)
      .orderBy(desc(story.createdAt), desc(story.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(story).where(mine),
  ]);
  return { items: rows.map(toMyStory), total: total?.n ?? 0 };
}
