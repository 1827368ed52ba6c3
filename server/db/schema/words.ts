// Indexes are ascending on purpose: a backward scan serves ORDER BY ... DESC (NULLS FIRST, the default),
// which a DESC NULLS LAST index would not.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExampleSentence } from '~/core/dictionary/example-sentence';
import type { Difficulty, Frequency, Translations, WordDefinition } from '~/core/dictionary/word-values';

// The global dictionary. Filtered and searched fields are columns; the nested content an admin edits
// list by list (definitions with examples, translations, synonyms, variants) is JSONB.
export const globalWord = pgTable(
  'global_word',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    value: text('value').notNull(),
    baseForm: text('base_form'),
    phonetic: text('phonetic'),
    languageCode: text('language_code').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default('intermediate'),
    frequency: text('frequency').$type<Frequency>().notNull().default('medium'),
    definitions: jsonb('definitions').$type<WordDefinition[]>().notNull().default(sql`'[]'::jsonb`),
    examples: jsonb('examples').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    // Example sentences with their translations (content/curated/sentences), shown on cards.
    sentences: jsonb('sentences').$type<ExampleSentence[]>().notNull().default(sql`'[]'::jsonb`),
    // From the shipped content (content/): grammatical gender of a noun ("m", "f", "n", "mf"), the
    // frequency rank within its language (1 = commonest), and where the entry came from.
    gender: text('gender'),
    rank: integer('rank'),
    source: text('source'),
    // The spelling folded for search (lower case, accents and ß folded): see core/dictionary/fold.ts.
    valueKey: text('value_key'),
    // Set when an admin edits or creates the entry: a content upgrade never overwrites it.
    // Other ways to reach the entry, folded like value_key: "f:<form>" for each inflected form and
    // "<language>:<translation>" for each translation (e.g. "en:dog" on perro, "he:כלב" on dog).
    searchKeys: text('search_keys').array().notNull().default(sql`'{}'::text[]`),
    editedByAdmin: boolean('edited_by_admin').notNull().default(false),
    synonyms: jsonb('synonyms').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    variants: jsonb('variants').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Lost-update protection: an edit names the version it read; the update bumps it.
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One entry per spelling and language: makes dictionary imports idempotent.
    uniqueIndex('global_word_language_value_unique').on(t.languageCode, t.value),
    // The admin's substring search, folded like value_key (search_fold, migration 0033): "cafe" finds
    // café. Expressions rather than stored keys, so every writer of a word is searchable as it is.
    index('global_word_value_fold_trgm_idx').using('gin', sql`search_fold(${t.value}) gin_trgm_ops`),
    index('global_word_base_form_fold_trgm_idx').using('gin', sql`search_fold(${t.baseForm}) gin_trgm_ops`),
    // The dictionary's prefix search (docs/decisions/0012): lower(value) in byte order ("C"), so one
    // range scan serves both `lower(value) collate "C" like 'q%'` and its ORDER BY, stopping at LIMIT.
    index('global_word_language_lower_value_idx').on(t.languageCode, sql`lower(${t.value}) collate "C"`),
    // Search by folded spelling: exact and prefix lookups in one range scan (byte order).
    index('global_word_language_value_key_idx').on(t.languageCode, sql`${t.valueKey} collate "C"`),
    // A one- or two-letter prefix matches thousands of entries: these list them commonest first (rank,
    // then spelling), so the search reads a page of them instead of sorting every match.
    ...[1, 2].map((letters) =>
      index(`global_word_language_initial${letters === 1 ? '' : 's'}_rank_idx`).on(
        t.languageCode,
        sql`left(${t.valueKey}, ${sql.raw(String(letters))})`,
        t.rank,
        sql`${t.valueKey} collate "C"`,
        t.id,
      ),
    ),
    index('global_word_value_key_trgm_idx').using('gin', t.valueKey.op('gin_trgm_ops')),
    index('global_word_search_keys_idx').using('gin', t.searchKeys),
    // The list is newest first, optionally filtered by language and/or difficulty.
    index('global_word_created_at_idx').on(t.createdAt, t.id),
    index('global_word_language_created_idx').on(t.languageCode, t.createdAt, t.id),
    index('global_word_difficulty_created_idx').on(t.difficulty, t.createdAt, t.id),
    // Multiple-choice distractors: words of one language and part of speech (the first sense's), read
    // from a random id onwards: a random sample without sorting the dictionary.
    index('global_word_distractor_idx').on(t.languageCode, sql`(${t.definitions}->0->>'partOfSpeech')`, t.id),
    check('global_word_difficulty_check', sql`${t.difficulty} in ('beginner', 'intermediate', 'advanced')`),
    check('global_word_frequency_check', sql`${t.frequency} in ('high', 'medium', 'low')`),
    check('global_word_language_code_check', sql`char_length(${t.languageCode}) between 1 and 5`),
  ],
);

/** Binary data (PostgreSQL bytea) as Node buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// Speech synthesised for a word (server/dictionary/speech): made on its first request, then kept. Keyed
// by language and text, so a learner's word and the dictionary entry it came from share one.
export const spokenWord = pgTable(
  'spoken_word',
  {
    languageCode: text('language_code').notNull(),
    text: text('text').notNull(),
    wav: bytea('wav').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.languageCode, t.text] })],
);

// Which shipped content the dictionary holds: the import runs when the shipped version differs.
export const contentVersion = pgTable('content_version', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
