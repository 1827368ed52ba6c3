import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CollectionMetadataEntry, ConstraintEntry } from '~/core/plans/limits';
import type { InvalidWordAttempts } from '~/core/profile/profile-fields';
import type { FittedParameters } from '~/core/study/fitted-parameters';
import { user } from './auth';

// One row per user. Scalar fields the admin lists or filters are columns; the small structured
// lists (constraints, collection metadata, attempt counters) are JSONB, always read and written
// whole with the profile (docs/decisions/0002-data-model.md).
export const userProfile = pgTable('user_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  nativeLanguageCode: text('native_language_code'),
  targetLanguageCode: text('target_language_code'),
  isOnboardingCompleted: boolean('is_onboarding_completed').notNull().default(false),
  // Push-notification (FCM) tokens per platform; null means "Not registered".
  iosFcmToken: text('ios_fcm_token'),
  androidFcmToken: text('android_fcm_token'),
  webFcmToken: text('web_fcm_token'),
  regularUserConstraints: jsonb('regular_user_constraints')
    .$type<ConstraintEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  premiumUserConstraints: jsonb('premium_user_constraints')
    .$type<ConstraintEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  collectionsMetadata: jsonb('collections_metadata')
    .$type<CollectionMetadataEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  invalidWordAttempts: jsonb('invalid_word_attempts')
    .$type<InvalidWordAttempts>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  // Study settings (core/study/study-settings.ts): FSRS's desired retention, the daily limits, and the
  // IANA time zone the study day (04:00 to 04:00) is counted in.
  desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
  newCardsPerDay: integer('new_cards_per_day').notNull().default(20),
  maxReviewsPerDay: integer('max_reviews_per_day').notNull().default(200),
  timeZone: text('time_zone').notNull().default('UTC'),
  // FSRS parameters fitted to the learner's own reviews (POST /api/me/settings/optimize); null: FSRS's defaults.
  fsrsParameters: jsonb('fsrs_parameters').$type<FittedParameters>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
