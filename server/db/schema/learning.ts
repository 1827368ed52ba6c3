import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StorySentence } from '~/core/stories/my-story';
import type { StoryLength } from '~/core/stories/story-lengths';
import type { AchievementId } from '~/core/study/achievements';
import type { CardStateName } from '~/core/study/card-state-names';
import type { StudyDirection, StudyMethod } from '~/core/study/study-methods';
import type { SessionScope, StudyChoiceOption } from '~/core/study/study-session';
import type { UserWordData, UserWordStatus } from '~/core/words/user-word-data';
import { user } from './auth';
import { globalWord } from './words';

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
    // The word's card: its FSRS-6 state (core/study/card-state.ts) as columns, so the queue, the
    // forecast and the status counts are index scans. due_at is null while the card is new.
    cardState: text('card_state').$type<CardStateName>().notNull().default('new'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    lastReviewAt: timestamp('last_review_at', { withTimezone: true }),
    // When the word first became learned; kept through a later lapse, so a "words learned" achievement,
    // once earned, keeps its date. Null for a word never learned (or learned before this was recorded
    // and lapsed since: that time is not known).
    learnedAt: timestamp('learned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_word_user_created_idx').on(t.userId, t.createdAt),
    // Cards being studied, by due time (the queue, the forecast); new cards are found by created_at.
    // It carries what the queue ranks them by (state, last review, id), so choosing a session's cards
    // among thousands due reads the index alone.
    index('user_word_user_due_idx')
      .on(t.userId, t.dueAt, t.cardState, t.lastReviewAt, t.id)
      .where(sql`${t.cardState} <> 'new'`),
    // Words by status on the progress page: counted from the index, not one table page per card. The
    // time learned before the card state: the achievements' earliest learned words are read in order
    // from the index too, not sorted from a table page each (an answer's card update is never HOT, so
    // every index takes its entry anyway).
    index('user_word_user_status_idx').on(t.userId, t.status, t.learnedAt, t.cardState),
    index('user_word_user_new_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.cardState} = 'new'`),
    index('user_word_global_word_idx').on(t.globalWordId),
    check('user_word_status_check', sql`${t.status} in ('new', 'learning', 'learned', 'other')`),
    check('user_word_card_state_check', sql`${t.cardState} in ('new', 'learning', 'review', 'relearning')`),
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
    // The chosen learner words' ids (empty for the hand-written demo stories).
    wordIds: jsonb('word_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // Who wrote it: 'ai' (a language model), 'template' (the offline composer); null: by hand.
    generator: text('generator').$type<'ai' | 'template'>(),
    // A story composed offline from example sentences: each sentence with its translation.
    sentences: jsonb('sentences').$type<StorySentence[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_user_created_idx').on(t.userId, t.createdAt),
    check('story_length_check', sql`${t.length} in ('Very Short', 'Short', 'Medium', 'Long')`),
    check('story_words_check', sql`jsonb_array_length(${t.words}) >= 3`),
    check('story_actual_word_count_check', sql`${t.actualWordCount} >= 0`),
    check('story_generator_check', sql`${t.generator} in ('ai', 'template')`),
  ],
);

// One request for a story from the model: reserved (with its place under the stories limit) in the
// transaction that checks the limit, before the model is called; `finished_at` set when it ends, in
// success or failure. Unfinished rows younger than STORY_RESERVATION_MS count toward the limit (a
// crashed process's reservation lapses); all rows of the last minute count toward the rate limit.
export const storyGeneration = pgTable(
  'story_generation',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('story_generation_user_started_idx').on(t.userId, t.startedAt),
  ],
);

// Every answer, as the FSRS optimizer needs it (card, time, rating 1-4, state before, duration), plus
// how it was asked. The primary key is the learner and the client's id for the answer: a replayed
// upload inserts nothing. No foreign key to the card: the log outlives a removed word (the streak and
// the optimizer still count it). Leads with user_id, as every learner table does (docs/decisions/0002-data-model.md).
export const reviewLog = pgTable(
  'review_log',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    cardId: uuid('card_id').notNull(),
    sessionId: uuid('session_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // The study day it counts for (04:00 to 04:00 in the learner's time zone at the time).
    studyDay: date('study_day', { mode: 'string' }).notNull(),
    rating: smallint('rating').notNull(),
    stateBefore: smallint('state_before').notNull(),
    // The interval the card was on going in (true retention counts 21+ days) and the days since its
    // last review; the interval the review gave (null when it did not move the card).
    scheduledDaysBefore: integer('scheduled_days_before').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDaysAfter: integer('scheduled_days_after'),
    durationMs: integer('duration_ms').notNull(),
    method: text('method').$type<StudyMethod>().notNull(),
    direction: text('direction').$type<StudyDirection>().notNull().default('recall'),
    typed: text('typed'),
    typingTier: text('typing_tier'),
    chosenOptionId: text('chosen_option_id'),
    chosenText: text('chosen_text'),
    // False when it arrived after a later review of the card: recorded, but the card did not move.
    applied: smallint('applied').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    // A learner's log in time order (the export, the optimizer's reading). True retention reads the
    // study days' counts, not this, so nothing rides along: every answer adds an entry here.
    index('review_log_user_reviewed_idx').on(t.userId, t.reviewedAt),
    index('review_log_user_card_idx').on(t.userId, t.cardId, t.reviewedAt),
    check('review_log_rating_check', sql`${t.rating} between 1 and 4`),
    check('review_log_state_before_check', sql`${t.stateBefore} between 0 and 3`),
    check('review_log_duration_check', sql`${t.durationMs} >= 0`),
    check('review_log_method_check', sql`${t.method} in ('flashcards', 'multipleChoice', 'typing')`),
  ],
);

// One row per learner and study day with reviews: the day's totals, kept in the transaction of each
// review, so streaks, the year of reviews per day, today's allowance and time studied are a few
// hundred rows to read instead of every review.
export const studyDay = pgTable(
  'study_day',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull().default(0),
    // Cards seen for the first time (new cards) and answers to cards in the review state: what the
    // daily limits count.
    newCards: integer('new_cards').notNull().default(0),
    reviewCards: integer('review_cards').notNull().default(0),
    againCount: integer('again_count').notNull().default(0),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
    // Answers to mature cards (an interval of 21 days or more going in) and those not rated Again:
    // true retention sums the last 30 days' instead of reading the month's reviews.
    matureReviews: integer('mature_reviews').notNull().default(0),
    maturePassed: integer('mature_passed').notNull().default(0),
    // The day's earliest answer (when its streak step was made: the achievements read the days, not
    // every review). Null only for a day whose answers were all taken away again.
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** What an answer, or an import, adds to a study day's counts. */
export type StudyDayCounts = Omit<typeof studyDay.$inferSelect, 'userId' | 'day' | 'firstAnswerAt'>;

// One row per learner who has studied: what progress shows over their whole history (the longest
// streak, total time studied), kept by a trigger on study_day in the statement that writes the day,
// so progress reads only the year its chart shows. See migration 0019.
export const learnerStudyTotals = pgTable('learner_study_totals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  longestStreak: integer('longest_streak').notNull().default(0),
  durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
});

// Each achievement a learner has earned, with when it was first earned. The achievements are computed
// from the learner's records, which can go (a story or study set deleted, words deleted): kept here, one
// earned stays earned with its first date. Written by the achievements read when it finds one new.
export const learnerAchievement = pgTable(
  'learner_achievement',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').$type<AchievementId>().notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

// A started study session: what was asked, and the multiple-choice options each card was shown with
// (so the answer can be checked against them and the chosen distractor recorded).
export const studySession = pgTable(
  'study_session',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    scope: text('scope').$type<SessionScope>().notNull(),
    studySetId: uuid('study_set_id'),
    method: text('method').$type<StudyMethod>().notNull(),
    direction: text('direction').$type<StudyDirection>().notNull(),
    studyDay: date('study_day', { mode: 'string' }).notNull(),
    // The month it counts in against the plan's study-session limit (YYYY-MM of the study day).
    month: text('month').notNull(),
    cardCount: integer('card_count').notNull(),
    // The first session of the sitting this one continues (started within 30 minutes of the learner's
    // last answer); null when it opens a sitting of its own. Only sittings count against the plan.
    sittingId: uuid('sitting_id'),
    // When its latest answer was given. A session nobody answered never counts.
    lastAnswerAt: timestamp('last_answer_at', { withTimezone: true }),
    // Its answers, and those rated Again, counted by each answer's write: a perfect session (the
    // achievement) is found among the sessions, not by grouping the whole review log.
    answers: integer('answers').notNull().default(0),
    againAnswers: integer('again_answers').notNull().default(0),
    choices: jsonb('choices')
      .$type<Record<string, StudyChoiceOption[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('study_session_user_month_idx').on(t.userId, t.month),
    // Nothing indexes the columns each answer updates (its latest answer, its counts): that update
    // then stays on the row's page with no index entry (HOT) instead of three. The sitting rule sorts
    // the month's sessions, and a perfect session is looked for among the learner's sessions only
    // until it is recorded.
  ],
);
