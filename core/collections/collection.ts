import { z } from 'zod';
import { dictionaryLanguages } from '~/core/languages';

// Curated collections: ready-made word lists (the commonest words by frequency tier, and themes)
// that a learner adds to their words as one study set. Their content is in content/curated/collections.

export const collectionKinds = ['frequency', 'theme'] as const;
export type CollectionKind = (typeof collectionKinds)[number];

/** Frequency tiers run A1 (first 300 words) to A2 (to 1,000); every theme is A1 vocabulary. */
export const collectionLevels = ['A1', 'A2'] as const;
export type CollectionLevel = (typeof collectionLevels)[number];

/** "<language>-<slug>", e.g. es-colours or fr-first-100. */
export const collectionIdPattern = /^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const collectionIdParamsSchema = z.object({
  id: z.string().regex(collectionIdPattern, { message: 'Not a valid collection id' }),
});

/** The language of names and descriptions when the page says it (the site speaks en and he). */
export const siteLocales = ['en', 'he'] as const;
export type SiteLocale = (typeof siteLocales)[number];
const locale = z.enum(siteLocales).optional().meta({
  description:
    'Names and descriptions in this language; else Hebrew for a Hebrew-speaking learner, English otherwise',
});

export const collectionLocaleQuerySchema = z.object({ locale });

export const collectionListQuerySchema = z.object({
  locale,
  language: z.enum(dictionaryLanguages, { message: `Collections are in ${dictionaryLanguages.join(', ')}` }),
});

export const collectionSummarySchema = z
  .object({
    id: z.string(),
    languageCode: z.string(),
    kind: z.enum(collectionKinds),
    level: z.enum(collectionLevels),
    name: z.string().meta({ description: "In the learner's native language when Hebrew, else English" }),
    description: z.string(),
    wordCount: z.number().int(),
  })
  .meta({ id: 'CollectionSummary' });

export const collectionListSchema = z
  .object({ items: z.array(collectionSummarySchema) })
  .meta({ id: 'CollectionList' });

export const collectionWordSchema = z
  .object({
    globalWordId: z.string(),
    lemma: z.string(),
    partOfSpeech: z.string().nullable(),
    meaning: z.string().nullable().meta({
      description: "The meaning in the learner's native language when signed in and known; English otherwise",
    }),
  })
  .meta({ id: 'CollectionWord' });

export const collectionDetailSchema = collectionSummarySchema
  .extend({ words: z.array(collectionWordSchema) })
  .meta({ id: 'CollectionDetail' });

export const addCollectionResultSchema = z
  .object({
    collectionId: z.string(),
    studySetId: z.string(),
    newSet: z.boolean().meta({ description: 'False when an earlier add made the set: it was filled up' }),
    added: z.number().int().meta({ description: 'Words new to your words' }),
    alreadyHad: z.number().int().meta({ description: 'Words you already had: put in the set, not copied' }),
    notAdded: z
      .number()
      .int()
      .meta({ description: 'Words left out because your plan’s word limit was reached' }),
    limit: z
      .object({ words: z.number().int(), message: z.string() })
      .nullable()
      .meta({ description: 'Set when the word limit cut the add short: the limit and the way to Pro' }),
  })
  .meta({ id: 'AddCollectionResult' });

export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
export type CollectionList = z.infer<typeof collectionListSchema>;
export type CollectionWord = z.infer<typeof collectionWordSchema>;
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;
export type AddCollectionResult = z.infer<typeof addCollectionResultSchema>;
