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

const tag = z.string().trim().min(1, { message: 'A tag cannot be empty' }).max(MAX_TAG_LENGTH);
export const tagsSchema = z
  .array(tag)
  .max(MAX_TAGS)
  .transform((tags) => [...new Set(tags)]);

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
    tags: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MyWord' });

// One spelling a word: composed characters (a precomposed é and an e with a combining accent are one
// letter) and single spaces, so "café" typed either way, or "le  chat", is looked up and held once.
export const oneSpelling = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ');
const value = z.string().trim().overwrite(oneSpelling).min(1, { message: 'The word is required' }).max(100);
const text = z.string().trim().min(1).max(1000);

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
    baseForm: z.string().trim().max(100).nullable().optional(),
    phonetic: z.string().trim().max(100).nullable().optional(),
    definitions: z
      .array(
        z.object({
          partOfSpeech: z.string().trim().toLowerCase().max(40).default(''),
          definition: text,
          examples: z.array(text).max(10).default([]),
        }),
      )
      .max(20)
      .default([]),
    translations: z
      .partialRecord(languageCodeSchema, z.array(z.string().trim().min(1).max(200)).min(1).max(20))
      .default({}),
    synonyms: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
    difficulty: z.enum(difficulties).nullable().optional(),
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
    if (body.custom && body.definitions.length === 0 && Object.keys(body.translations).length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'A custom word needs at least one definition or translation',
        path: ['definitions'],
      });
    }
  })
  .meta({ id: 'AddMyWord' });

export const updateMyWordBodySchema = z.object({ tags: tagsSchema }).strict().meta({ id: 'UpdateMyWord' });

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

export type MyWord = z.infer<typeof myWordSchema>;
export type AddWordBody = z.infer<typeof addWordBodySchema>;
export type ListMyWordsQuery = z.infer<typeof listMyWordsQuerySchema>;
export type MyWordList = z.infer<typeof myWordListSchema>;
