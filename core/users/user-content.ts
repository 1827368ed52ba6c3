import { z } from 'zod';
import { definitionSchema } from '../dictionary/word-definition';

// A learner's word (spec section 3) with the global word it points at, flattened for the Words tab.
export const userWordSchema = z
  .object({
    id: z.string(),
    status: z.string().meta({ description: 'learning, learned, or anything else (shown as unknown)' }),
    createdAt: z.string(),
    tags: z.array(z.string()),
    word: z.object({
      id: z.string().nullable(),
      value: z.string().nullable(),
      baseForm: z.string().nullable(),
      phonetic: z.string().nullable(),
      definitions: z.array(definitionSchema),
      translations: z.array(z.string()),
      synonyms: z.array(z.string()),
      difficulty: z.string().nullable(),
    }),
  })
  .meta({ id: 'UserWord' });

export const studySetSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    description: z.string().nullable(),
    items: z.array(z.object({ id: z.string(), userWordId: z.string().nullable() })),
    createdAt: z.string(),
  })
  .meta({ id: 'StudySet' });

export const storySchema = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    text: z.string(),
    actualWordCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Story' });

export type UserWord = z.infer<typeof userWordSchema>;
export type StudySet = z.infer<typeof studySetSchema>;
export type Story = z.infer<typeof storySchema>;
