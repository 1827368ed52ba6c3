import { z } from 'zod';
import { globalWordSchema } from './global-word';
import { wordLanguages } from './word-values';

// The shared dictionary a learner searches (issue 12, GET /api/dictionary and /api/dictionary/{id}).

export const DICTIONARY_DEFAULT_LIMIT = 20;
export const DICTIONARY_MAX_LIMIT = 50;
export const DICTIONARY_QUERY_MAX_LENGTH = 100;
/** Shorter queries match by prefix only: a 1–2 letter fragment has no trigram to look up. */
export const DICTIONARY_SUBSTRING_MIN_LENGTH = 3;

export const dictionarySearchQuerySchema = z.object({
  language: z.enum(wordLanguages).meta({ description: 'The dictionary to search (ISO 639-1 code)' }),
  q: z
    .string()
    .trim()
    .min(1)
    .max(DICTIONARY_QUERY_MAX_LENGTH)
    .meta({
      description: `Case- and accent-insensitive. The word spelled q first, then the word one of whose forms is q, then words whose translation into the learner's native language is q, then words starting with q (commonest first), then words containing it (shortest first; from ${DICTIONARY_SUBSTRING_MIN_LENGTH} characters)`,
    }),
  limit: z.coerce.number().int().min(1).max(DICTIONARY_MAX_LIMIT).default(DICTIONARY_DEFAULT_LIMIT),
});

export const dictionaryMatches = ['exact', 'form', 'translation', 'prefix', 'substring'] as const;
export type DictionaryMatch = (typeof dictionaryMatches)[number];

export const dictionarySummarySchema = z
  .object({
    id: z.string(),
    value: z.string(),
    languageCode: z.string(),
    phonetic: z.string().nullable().meta({ description: 'A real transcription, or null when there is none' }),
    partOfSpeech: z.string().nullable().meta({ description: 'Of the first (commonest) sense' }),
    definition: z.string().nullable().meta({ description: 'The first (commonest) sense' }),
    translation: z
      .string()
      .nullable()
      .meta({ description: "The meaning in the learner's native language, or null when there is none" }),
    gender: z.string().nullable().meta({ description: 'Of a noun: m, f, n or mf' }),
    difficulty: z.string(),
    frequency: z.string(),
    match: z.enum(dictionaryMatches),
    form: z
      .string()
      .nullable()
      .meta({ description: 'With match "form": the inflected form searched for (the entry is its lemma)' }),
  })
  .meta({ id: 'DictionaryMatch' });

export const dictionarySearchResponseSchema = z
  .object({ items: z.array(dictionarySummarySchema) })
  .meta({ id: 'DictionarySearchResult' });

// The admin's word without its edit bookkeeping (timestamps, version).
export const dictionaryEntrySchema = globalWordSchema
  .omit({ createdAt: true, updatedAt: true, version: true })
  .meta({ id: 'DictionaryEntry' });

export const dictionaryEntryParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type DictionarySearchQuery = z.infer<typeof dictionarySearchQuerySchema>;
export type DictionarySummary = z.infer<typeof dictionarySummarySchema>;
export type DictionarySearchResponse = z.infer<typeof dictionarySearchResponseSchema>;
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
