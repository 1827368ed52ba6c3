import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoryLength, UserWordData, UserWordStatus } from '~/core/words';
import { user } from './auth';
import { globalWord } from './words';

/** Spaced-repetition state of one learner's word; its shape belongs to the scheduler. */
export type SrsState = { intervalDays: number; ease: number; repetitions: number; lapses: number };

// A learner's word: the learner's own copy of the word data (spec section 3 "User word"), plus an
// optional link to the global word it came from. The copy survives when an admin deletes that word.
export const userWord = pgTable(
  'user_word',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    globalWordId: uuid('global_word_id').references(() => globalWord.id, { onDelete: 'set null' }),
    word: jsonb('word').$type<UserWordData>().notNull(),
    status: text('status').$type<UserWordStatus>().notNull().default('new'),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // Spaced repetition: the due time is a column (queried for "what to study now"), the rest JSONB.
    dueAt: timestamp('due_at', { withTimezone: true }),
    srs: jsonb('srs').$type<SrsState>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_word_user_created_idx').on(t.userId, t.createdAt),
    index('user_word_user_due_idx').on(t.userId, t.dueAt),
    index('user_word_global_word_idx').on(t.globalWordId),
    check('user_word_status_check', sql`${t.status} in ('new', 'learning', 'learned', 'other')`),
  ],
);

export const studySet = pgTable(
  'study_set',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Nullable: the admin shows "Unnamed Study Set" / "No description" for missing values.
    name: text('name'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_set_user_created_idx').on(t.userId, t.createdAt)],
);

export const studySetItem = pgTable(
  'study_set_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studySetId: uuid('study_set_id')
      .notNull()
      .references(() => studySet.id, { onDelete: 'cascade' }),
    userWordId: uuid('user_word_id')
      .notNull()
      .references(() => userWord.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('study_set_item_set_position_idx').on(t.studySetId, t.position),
    index('study_set_item_user_word_idx').on(t.userWordId),
  ],
);

export const story = pgTable(
  'story',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title'),
    text: text('text').notNull(),
    actualWordCount: integer('actual_word_count').notNull().default(0),
    length: text('length').$type<StoryLength>().notNull().default('Short'),
    languageCode: text('language_code'),
    // The learner's words the story was built from (values, at least 3: spec section 1).
    words: jsonb('words').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_user_created_idx').on(t.userId, t.createdAt),
    check('story_length_check', sql`${t.length} in ('Very Short', 'Short', 'Medium', 'Long')`),
    check('story_words_check', sql`jsonb_array_length(${t.words}) >= 3`),
    check('story_actual_word_count_check', sql`${t.actualWordCount} >= 0`),
  ],
);
