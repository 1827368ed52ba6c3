import { z } from 'zod';
import { exampleSentenceSchema } from './example-sentence';
import { definitionSchema } from './word-definition';

// A global word (spec section 3) as the admin API returns it. `version` guards against lost updates.
export const globalWordSchema = z
  .object({
    id: z.string(),
    value: z.string(),
    baseForm: z.string().nullable(),
    phonetic: z.string().nullable(),
    languageCode: z.string(),
    gender: z.string().nullable().meta({ description: 'Of a noun: m, f, n or mf' }),
    rank: z.number().int().nullable().meta({ description: 'Frequency rank in its language (1 = commonest)' }),
    source: z.string().nullable().meta({ description: 'The sources of a shipped entry, or null' }),
    editedByAdmin: z.boolean().meta({ description: 'An admin edited it: content upgrades leave it alone' }),
    difficulty: z.string().nullable(),
    frequency: z.string().nullable(),
    definitions: z.array(definitionSchema),
    examples: z.array(z.string()),
    sentences: z.array(exampleSentenceSchema).meta({ description: 'Short sentences that use the word' }),
    translations: z.record(z.string(), z.array(z.string())),
    synonyms: z.array(z.string()),
    variants: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'GlobalWord' });

export type GlobalWord = z.infer<typeof globalWordSchema>;
