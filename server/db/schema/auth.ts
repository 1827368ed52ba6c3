import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The tables Better Auth owns (core + admin plugin + database rate limiting), in our naming.
// Property names are Better Auth's field names; the adapter maps them to these columns.

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // admin plugin: role "admin" is the spec's isAdminUser claim; banned is "disabled".
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // Premium an administrator granted by hand (the Permissions tab). The column keeps its first name;
    // whether a user is premium now is decided only by server/purchases/premium.ts (ADR 0006).
    premiumGranted: boolean('is_premium').notNull().default(false),
    // Until when purchases keep the user premium (maintained with every purchase change; null: none,
    // LIFETIME_PREMIUM_UNTIL: a purchase without expiration). Never settable by the user.
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // What the admin users list searches: email, name and id lower-cased and joined by chr(31), a
    // character no search term can contain, so a match never spans two fields. One trigram index on it
    // costs a search one GIN scan instead of three OR-ed (docs/performance.md, "Search at scale").
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(email || chr(31) || coalesce(name, '') || chr(31) || id)`),
  },
  (t) => [
    uniqueIndex('user_email_unique').on(sql`lower(${t.email})`),
    // Better Auth finds a user by the email as stored (lower-cased): "email" = $1, which the unique
    // index on lower(email) cannot serve; without this each sign-in, sign-up and verification read
    // every user.
    index('user_email_idx').on(t.email),
    index('user_created_at_idx').on(t.createdAt),
    // The admin users list searches search_text by substring (trigram GIN serves LIKE '%x%').
    // fastupdate off: a sign-in updates the row (last_sign_in_at is indexed, so not in place), and with
    // GIN's pending list every search would scan those entries one by one until the next vacuum; on a
    // million users that tripled search time (docs/performance.md, "Search at scale").
    index('user_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // "Active users" counts recent sign-ins.
    index('user_last_sign_in_at_idx').on(t.lastSignInAt),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId), index('account_provider_id_idx').on(t.providerId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// Rate-limit counters live in the database so that every server process shares them.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// Account lockout (server/account/sign-in-lockout.ts). Its own tables, because Better Auth's
// rate limiter deletes every rate_limit row older than its own 60-s window whenever a window rolls
// over: lockout counters kept there lasted about a minute. Keyed by the normalised email (unknown
// emails count too, so a lockout reveals nothing); times are epoch milliseconds like rate_limit's.
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    id: text('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    failedAt: bigint('failed_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('sign_in_failure_email_key_failed_at_idx').on(t.emailKey, t.failedAt),
    index('sign_in_failure_failed_at_idx').on(t.failedAt),
  ],
);

export const signInLockout = pgTable(
  'sign_in_lockout',
  {
    emailKey: text('email_key').primaryKey(),
    lockedUntil: bigint('locked_until', { mode: 'number' }).notNull(),
  },
  // Expired lockouts are cleared by their end (an attack can leave many locked emails behind).
  (t) => [index('sign_in_lockout_locked_until_idx').on(t.lockedUntil)],
);
