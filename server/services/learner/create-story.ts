import type { MyStory } from '~/core/learner/account';
import { countWords } from '~/core/study/story-text';
import { STORY_MIN_WORDS, type StoryLength } from '~/core/words';
import type { Db } from '~/server/db/client';
import { story } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { learnerChange } from './learner-change';
import { toMyStory } from './to-my-story';

export type NewStory = {
  title: string | null;
  text: string;
  length: StoryLength;
  languageCode: string | null;
  /** The learner's words the story uses (at least three). */
  words: string[];
};

/**
 * Stores a story for the learner, within their stories limit; `actualWordCount` is the text's own
 * word count. Internal for now (the demo seed); the story generator's route arrives with studying.
 */
export async function createStory(
  db: Db,
  input: { userId: string; story: NewStory; now: Date },
): Promise<MyStory> {
  const { userId, now } = input;
  if (input.story.words.length < STORY_MIN_WORDS) {
    throw new AppError('STORY_TOO_FEW_WORDS', `A story needs at least ${STORY_MIN_WORDS} words.`, 400);
  }
  return learnerChange(db, { userId, now, collection: 'stories', adds: true }, async (tx) => {
    const [row] = await tx
      .insert(story)
      .values({
        userId,
        ...input.story,
        actualWordCount: countWords(input.story.text, input.story.languageCode ?? 'en'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toMyStory(row!);
  });
}
