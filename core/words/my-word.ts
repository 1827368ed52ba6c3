import { z } from 'zod';
import { exampleSentenceSchema } from '~/core/dictionary/example-sentence';
import { definitionSchema } from '~/core/dictionary/word-definition';
import { difficulties } from '../dictionary/word-values';
import { languageCodeSchema } from '../languages';
import { cardScheduleSchema } from '../study/card-schedule';
import { learnerWordStatuses } from './word-status';

export const MY_WORDS_PAGE_SIZE = 20;
export const MY_WORDS_MAX_PAGE_SIZE = 100;
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 20;

// Tags are matched without regard to case ("Travel" and "travel" are one tag, the first spelling kept),
// here, in the server's tag filter and in the web's.
const tagKey = (tag: string) => tag.toLowerCase();

/** The tags with case-insensitive repeats dropped, each kept in its first spelling. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tagKey(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the word's tags hold this one, in any case. */
export const hasTag = (tags: readonly string[], tag: string) =>
  tags.some((held) => tagKey(held) === tagKey(tag));

/**
 * The tags after a change: `addTags` joined to the current ones (those already there, in any case,
 * left in their spelling) less `removeTags` (in any case); or `tags` in their place. The result may be
 * longer than MAX_TAGS: the caller refuses it.
 */
export function changedTags(
  current: readonly string[],
  change: { tags?: string[]; addTags?: string[]; removeTags?: string[] },
): string[] {
  if (change.tags) return distinctTags(change.tags);
  const removed = new Set((change.removeTags ?? []).map(tagKey));
  return distinctTags([...current, ...(change.addTags ?? [])]).filter((tag) => !removed.has(tagKey(tag)));
}

const tag = z.string().trim().min(1, { message: 'A tag cannot be empty' }).max(MAX_TAG_LENGTH);
export const tagsSchema = z.array(tag).max(MAX_TAGS).transform(distinctTags);

/** The learner's copy of the entry: later dictionary edits do not change it. */
export const wordSnapshotSchema = z.object({
  value: z.string(),
  baseForm: z.string().nullable(),
  phonetic: z.string().nullable(),
  languageCode: z.string().nullable(),
  definitions: z.array(definitionSchema),
  translations: z.record(z.string(), z.array(z.string())),
  synonyms: z.array(z.string()),
  variants: z.array(z.string()).meta({ description: 'Other accepted spellings or forms' }),
  difficulty: z.string().nullable(),
  sentences: z
    .array(exampleSentenceSchema)
    .meta({ description: 'Example sentences from the dictionary (none for a custom word)' }),
});

export const myWordSchema = z
  .object({
    id: z.string(),
    globalWordId: z.string().nullable().meta({ description: 'The dictionary entry; null for a custom word' }),
    custom: z.boolean(),
    word: wordSnapshotSchema,
    status: z.string().meta({ description: 'new, learning or learned' }),
    card: cardScheduleSchema.meta({ description: 'The word’s card: its place in the review schedule' }),
    studyableAt: z.string().nullable().meta({
      description:
        'From when a session can take the card: a review card from the start of the study day it falls due on (04:00 in the learner’s time zone), a (re)learning card from 20 minutes before its due time; null while new',
    }),
    tags: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MyWord' });

// One spelling a word: composed characters (a precomposed é and an e with a combining accent are one
// letter) and single spaces, so "café" typed either way, or "le  chat", is looked up and held once.
export const oneSpelling = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ');

/**
 * The longest word and meaning an import keeps (a note's field or a list's cell is cut to them): longer
 * than the add's limits, so an edit accepts them too, and saving an imported word as it is is never
 * refused.
 */
export const MAX_IMPORTED_VALUE_LENGTH = 200;
export const MAX_IMPORTED_MEANING_LENGTH = 2000;

const valueUpTo = (max: number) =>
  z.string().trim().overwrite(oneSpelling).min(1, { message: 'The word is required' }).max(max);
const textUpTo = (max: number) => z.string().trim().min(1).max(max);
const value = valueUpTo(100);
const text = textUpTo(1000);

// A custom word's content: the add's limits, and an edit's (what any word may already hold).
const definitionsUpTo = (max: number) =>
  z
    .array(
      z.object({
        partOfSpeech: z.string().trim().toLowerCase().max(40).default(''),
        definition: textUpTo(max),
        examples: z.array(text).max(10).default([]),
      }),
    )
    .max(20);
const translationsUpTo = (max: number) =>
  z.partialRecord(languageCodeSchema, z.array(textUpTo(max)).min(1).max(20));
const definitionsSchema = definitionsUpTo(1000);
const translationsSchema = translationsUpTo(200);
const synonymsSchema = z.array(z.string().trim().min(1).max(100)).max(20);
const baseFormSchema = z.string().trim().max(100).nullable().optional();
const phoneticSchema = z.string().trim().max(100).nullable().optional();
const difficultySchema = z.enum(difficulties).nullable().optional();

export const NEEDS_MEANING = 'A custom word needs at least one definition or translation';

/** Whether a custom word says what it means: one definition or one translation at least. */
export const hasMeaning = (word: { definitions: unknown[]; translations: object }) =>
  word.definitions.length > 0 || Object.keys(word.translations).length > 0;

/**
 * One body for the three ways to add a word (one object rather than a union, so a refusal names the
 * field at fault): { globalWordId } a dictionary word; { value, languageCode } the dictionary word of
 * that spelling (refused and counted when the dictionary lacks it); { custom: true, value,
 * languageCode, definitions and/or translations } the learner's own word.
 */
export const addWordBodySchema = z
  .object({
    globalWordId: z.uuid({ message: 'globalWordId must be a dictionary word id' }).optional(),
    value: value.optional(),
    languageCode: languageCodeSchema.optional(),
    custom: z.boolean().default(false),
    baseForm: baseFormSchema,
    phonetic: phoneticSchema,
    definitions: definitionsSchema.default([]),
    translations: translationsSchema.default({}),
    synonyms: synonymsSchema.default([]),
    difficulty: difficultySchema,
    tags: tagsSchema.default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.globalWordId) {
      if (body.custom || body.value !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Give either globalWordId or a value, not both',
          path: ['value'],
        });
      }
      return;
    }
    if (body.value === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give a globalWordId, or a value and its languageCode',
        path: ['value'],
      });
    }
    if (body.languageCode === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'languageCode is required with a value',
        path: ['languageCode'],
      });
    }
    if (body.custom && !hasMeaning(body)) {
      ctx.addIssue({ code: 'custom', message: NEEDS_MEANING, path: ['definitions'] });
    }
  })
  .meta({ id: 'AddMyWord' });

// Tag lists in a change are not capped here: the tags after it are, by the service (TOO_MANY_TAGS),
// which is the number the learner can act on.
const tagList = z.array(tag);

/** The content fields of a custom word that a change may give (each replaces the word's own). */
export const customWordContentKeys = [
  'value',
  'languageCode',
  'baseForm',
  'phonetic',
  'definitions',
  'translations',
  'synonyms',
  'difficulty',
] as const;

/**
 * A change to one of the learner's words: its tags, by operations on the tags it has now
 * (addTags/removeTags: two changes made from the same earlier read both hold) or as a whole new list
 * (tags, as the apps send it); and, for a custom word only, its content.
 */
export const updateMyWordBodySchema = z
  .object({
    tags: tagList.optional().meta({
      description: 'The word’s whole tag list, replacing it (a change read earlier may undo another)',
    }),
    addTags: tagList.optional().meta({
      description: 'Tags to add to those the word has now; one it has in any case is kept as it is',
    }),
    removeTags: tagList.optional().meta({ description: 'Tags to remove (in any case)' }),
    value: valueUpTo(MAX_IMPORTED_VALUE_LENGTH).optional(),
    languageCode: languageCodeSchema.optional(),
    baseForm: baseFormSchema,
    phonetic: phoneticSchema,
    definitions: definitionsUpTo(MAX_IMPORTED_MEANING_LENGTH).optional(),
    translations: translationsUpTo(MAX_IMPORTED_MEANING_LENGTH).optional(),
    synonyms: synonymsSchema.optional(),
    difficulty: difficultySchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.tags && (body.addTags || body.removeTags)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give either tags or addTags/removeTags, not both',
        path: ['tags'],
      });
    }
    if (Object.values(body).every((field) => field === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give the tags or the content to change' });
    }
  })
  .meta({ id: 'UpdateMyWord' });

export const listMyWordsQuerySchema = z.object({
  status: z.enum(learnerWordStatuses).optional(),
  tag: z.string().trim().min(1).max(40).optional(),
  studySetId: z.uuid().optional(),
  q: z
    .string()
    .trim()
    .overwrite(oneSpelling)
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'Case-insensitive substring of the word' }),
  limit: z.coerce.number().int().min(1).max(MY_WORDS_MAX_PAGE_SIZE).default(MY_WORDS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

export const myWordListSchema = z
  .object({
    items: z.array(myWordSchema),
    totalCount: z.number().int(),
    nextOffset: z.number().int().nullable().meta({ description: 'Null on the last page' }),
  })
  .meta({ id: 'MyWordList' });

/** How many words one request may remove: a page of the list at its largest. */
export const MAX_WORDS_REMOVED_AT_ONCE = MY_WORDS_MAX_PAGE_SIZE;

export const removeMyWordsBodySchema = z
  .object({
    wordIds: z
      .array(z.uuid({ message: 'Not a valid id' }))
      .min(1)
      .max(MAX_WORDS_REMOVED_AT_ONCE)
      .transform((ids) => [...new Set(ids)]),
  })
  .meta({ id: 'RemoveMyWords' });

export const removedMyWordsSchema = z
  .object({
    removedIds: z.array(z.string()).meta({
      description:
        'The words removed by this request. An id not among them was not one of your words when it arrived (already removed, for example from another device): it is gone either way.',
    }),
  })
  .meta({ id: 'RemovedMyWords' });

export type MyWord = z.infer<typeof myWordSchema>;
export type AddWordBody = z.infer<typeof addWordBodySchema>;
export type UpdateWordBody = z.infer<typeof updateMyWordBodySchema>;
export type RemovedMyWords = z.infer<typeof removedMyWordsSchema>;
export type ListMyWordsQuery = z.infer<typeof listMyWordsQuerySchema>;
export type MyWordList = z.infer<typeof myWordListSchema>;
