import { z } from 'zod';
import { myStorySchema } from './my-story';
import { STORY_MIN_WORDS, storyLengths } from './story-lengths';

export const STORY_MAX_WORDS = 10;

/** POST /api/me/stories: a story from at least 3 of the learner's own words. */
export const createStoryBodySchema = z
  .object({
    wordIds: z
      .array(z.uuid({ message: 'wordIds must be ids of your words' }))
      .min(STORY_MIN_WORDS, { message: 'Stories need at least 3 words' })
      .max(STORY_MAX_WORDS, { message: `A story can use at most ${STORY_MAX_WORDS} words` })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Choose each word once' }),
    length: z.enum(storyLengths).default('Short'),
  })
  .strict()
  .meta({ id: 'CreateStory' });

export type CreateStoryBody = z.infer<typeof createStoryBodySchema>;

export const storyGenerators = ['ai', 'template'] as const;

export const storyListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const myStoryListSchema = z
  .object({ items: z.array(myStorySchema), total: z.number().int() })
  .meta({ id: 'MyStoryList' });

export type MyStoryList = z.infer<typeof myStoryListSchema>;
