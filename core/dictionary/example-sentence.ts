import { z } from 'zod';

// A short sentence in the entry's language that uses the word, with its translation: into English
// for the languages learned from English, into Hebrew for English entries (content/curated/sentences).
export const exampleSentenceSchema = z
  .object({
    text: z.string(),
    translations: z
      .object({ en: z.string().optional(), he: z.string().optional() })
      .meta({ description: 'The sentence in English and/or Hebrew' }),
  })
  .meta({ id: 'ExampleSentence' });

export type ExampleSentence = z.infer<typeof exampleSentenceSchema>;
