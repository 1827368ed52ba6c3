import type { MyStory, StorySentence } from '~/core/stories/my-story';
import { STORY_MIN_WORDS, type StoryLength } from '~/core/stories/story-lengths';
import { countWords } from '~/core/stories/story-text';
import type { Db, Tx } from '~/server/db/client';
import { story } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { learnerChange } from '~/server/plans/learner-change';
import { finishStoryGeneration } from './story-generations';
import { toMyStory } from './to-my-story';

export type NewStory = {
  title: string | null;
  text: string;
  length: StoryLength;
  languageCode: string | null;
  /** The learner's words the story uses (at least three), as spelled. */
  words: string[];
  /** Those words' ids, where known (the demo's hand-written stories may not know them all). */
  wordIds?: string[];
  /** Who wrote it: the AI endpoint, the offline templates, or null for a hand-written story. */
  generator?: 'ai' | 'template' | null;
  /** The text sentence by sentence with translations (the offline composer's stories). */
  sentences?: StorySentence[] | null;
  /** The text's word count when the caller has counted it already (counting is not free). */
  actualWordCount?: number;
};

/**
 * Stores a story for the learner, within their stories limit (checked under the profile lock, so two
 * requests racing for the last place cannot both win); `actualWordCount` is the text's own word
 * count. Used by writeStory (POST /api/me/stories) and by the demo seed's hand-written stories.
 */
export async function createStory(
  db: Db,
  input: {
    userId: string;
    story: NewStory;
    now: Date;
    /** The reservation made before the model was asked: it hands its place to this story. */
    generationId?: string;
  },
): Promise<MyStory> {
  const { userId, now } = input;
  if (input.story.words.length < STORY_MIN_WORDS) {
    throw new AppError('STORY_TOO_FEW_WORDS', `Stories need at least ${STORY_MIN_WORDS} words`, 400);
  }
  const { generationId } = input;
  const beforeCheck = generationId
    ? (tx: Tx) => finishStoryGeneration(tx, { userId, id: generationId, now })
    : undefined;
  return learnerChange(db, { userId, now, collection: 'stories', adds: true, beforeCheck }, async (tx) => {
    const [row] = await tx
      .insert(story)
      .values({
        userId,
        ...input.story,
        actualWordCount:
          input.story.actualWordCount ?? countWords(input.story.text, input.story.languageCode ?? 'en'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toMyStory(row!);
  });
}
