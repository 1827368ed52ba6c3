import { z } from 'zod';

/** One sentence of a story composed offline, with its translation into the learner's language. */
export const storySentenceSchema = z
  .object({
    text: z.string(),
    translation: z.object({ text: z.string(), language: z.string() }).nullable(),
  })
  .meta({ id: 'StorySentence' });

export type StorySentence = z.infer<typeof storySentenceSchema>;

// A learner's story as the learner API returns it.
export const myStorySchema = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    text: z.string(),
    actualWordCount: z.number().int(),
    length: z.string(),
    languageCode: z.string().nullable(),
    words: z.array(z.string()).meta({ description: 'The chosen words, as they were spelled' }),
    wordIds: z
      .array(z.string())
      .meta({ description: 'The chosen words’ ids (empty for stories older than the generator)' }),
    generator: z.enum(['ai', 'template']).nullable().meta({
      description:
        'ai: written by the configured language model; template: composed offline from templates, not AI; null: written by hand (demo stories)',
    }),
    sentences: z.array(storySentenceSchema).nullable().meta({
      description:
        'The story sentence by sentence, each with its translation (stories composed offline from example sentences); null otherwise',
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'MyStory' });

export type MyStory = z.infer<typeof myStorySchema>;
