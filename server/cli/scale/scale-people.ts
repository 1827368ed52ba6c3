import { fakerEN } from '@faker-js/faker';
import { wordLanguages } from '~/core/dictionary/word-values';
import { defaultConstraints } from '~/core/plans/limits';
import type { CopyValue } from './copy-rows';
import { alnum, type Rng, rowRng } from './random';
import { seedStudySettings } from './scale-study-settings';

// Row generators for users, accounts and profiles at scale. Names come from pools drawn once with
// faker; everything else from the per-row generator, so user i is the same wherever it is needed.

const DAY = 86_400_000;

export type ScalePlan = {
  seed: number;
  users: number;
  now: number;
  runTag: string;
  passwordHash: string;
  /** Users 0 … learners-1 study (server/cli/scale/study-layout.ts); 0 when nobody does. */
  learners?: number;
  /** The designated heavy learner's index (0), or -1. */
  heavy?: number;
};

const pools = (seed: number) => {
  fakerEN.seed(seed);
  return {
    first: Array.from({ length: 3000 }, () => fakerEN.person.firstName()),
    last: Array.from({ length: 3000 }, () => fakerEN.person.lastName()),
  };
};
let cached: { seed: number; pools: ReturnType<typeof pools> } | undefined;
function namePools(seed: number) {
  if (cached?.seed !== seed) cached = { seed, pools: pools(seed) };
  return cached.pools;
}

export const SALT = {
  user: 1,
  account: 2,
  profile: 3,
  word: 4,
  purchase: 5,
  userWord: 6,
  studySet: 7,
  story: 8,
};

export function scaleUser(plan: ScalePlan, index: number) {
  const r = rowRng(plan.seed, SALT.user, index);
  const { first, last } = namePools(plan.seed);
  const heavy = index === plan.heavy;
  // Drawn for everyone, so that the heavy learner's name does not shift the other draws.
  const [pickedFirst, pickedLast] = [r.pick(first), r.pick(last)];
  // The heavy learner is findable by name and email (heavy.learner.<run>0@example.com).
  const firstName = heavy ? 'Heavy' : pickedFirst;
  const lastName = heavy ? 'Learner' : pickedLast;
  let ageDays = r.int(1, 3 * 365);
  // A learner's history needs room: learners joined at least 30 days ago, the heavy one three years ago.
  if (index < (plan.learners ?? 0)) ageDays = heavy ? 3 * 365 : 30 + (ageDays % (3 * 365 - 30));
  const createdAt = plan.now - ageDays * DAY - r.int(0, DAY);
  return {
    id: alnum(r, 32),
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    // The index keeps emails unique; the run tag keeps a second run from colliding with the first.
    email: `${firstName}.${lastName}.${plan.runTag}${index}@example.com`
      .toLowerCase()
      .replace(/[^a-z0-9.@-]/g, ''),
    createdAt,
    r,
  };
}

export const userColumns = [
  'id',
  'name',
  'email',
  'email_verified',
  'created_at',
  'updated_at',
  'role',
  'banned',
  'ban_reason',
  'is_premium',
  'last_sign_in_at',
];

export function userRow(plan: ScalePlan, index: number): CopyValue[] {
  const u = scaleUser(plan, index);
  const { r } = u;
  const banned = r.chance(0.03) && index !== plan.heavy;
  const lastSignIn = r.chance(0.8) ? new Date(u.createdAt + r.next() * (plan.now - u.createdAt)) : null;
  // Learners use the learner API, which only verified users may: they are all verified.
  const verified = r.chance(0.85) || index < (plan.learners ?? 0);
  return [
    u.id,
    u.name,
    u.email,
    verified,
    new Date(u.createdAt),
    new Date(u.createdAt),
    r.chance(0.0005) ? 'admin' : 'user',
    banned,
    banned ? 'Disabled by an administrator' : null,
    // No administrator grants: premium comes from the purchases (refreshAllPremium after the load).
    false,
    lastSignIn,
  ];
}

export const accountColumns = [
  'id',
  'account_id',
  'provider_id',
  'user_id',
  'password',
  'scope',
  'created_at',
  'updated_at',
];

/** One sign-in method per user (credential 60%, Google 25%, Apple 15%). */
export function accountRow(plan: ScalePlan, index: number): CopyValue[] {
  const u = scaleUser(plan, index);
  const r = rowRng(plan.seed, SALT.account, index);
  const roll = r.next();
  const provider = roll < 0.6 ? 'credential' : roll < 0.85 ? 'google' : 'apple';
  const created = new Date(u.createdAt);
  return [
    alnum(r, 32),
    provider === 'credential'
      ? u.id
      : String(r.int(100_000_000, 999_999_999)) + String(r.int(100_000_000, 999_999_999)),
    provider,
    u.id,
    provider === 'credential' ? plan.passwordHash : null,
    provider === 'apple' ? 'email name' : provider === 'google' ? 'openid email profile' : null,
    created,
    created,
  ];
}

export const profileColumns = [
  'user_id',
  'first_name',
  'last_name',
  'phone_number',
  'native_language_code',
  'target_language_code',
  'is_onboarding_completed',
  'ios_fcm_token',
  'android_fcm_token',
  'web_fcm_token',
  'regular_user_constraints',
  'premium_user_constraints',
  'collections_metadata',
  'invalid_word_attempts',
  'created_at',
  'updated_at',
  'desired_retention',
  'new_cards_per_day',
  'max_reviews_per_day',
  'time_zone',
];

const token = (r: Rng) => `${alnum(r, 22)}:APA91b${alnum(r, 60)}`;

/** The draws a profile starts with: whether it exists, its languages, its phone number. */
function profileBasics(plan: ScalePlan, index: number) {
  const r = rowRng(plan.seed, SALT.profile, index);
  const missing = r.chance(0.1);
  const native = r.pick(['en', 'he', ...wordLanguages]);
  const updatedShare = r.next();
  const phone = `+1 ${r.int(200, 999)} ${r.int(200, 999)} ${r.int(1000, 9999)}`;
  const target = r.pick(wordLanguages.filter((code) => code !== native));
  return { r, missing, native, target, updatedShare, phone };
}

/** The language user `index` learns (a learner's cards are words of it). */
export const targetLanguageOf = (plan: ScalePlan, index: number) => profileBasics(plan, index).target;

/**
 * Nine in ten users have a profile; every learner has one (its time zone names its study days).
 * `words`: the learner's word count, for the profile's collection totals.
 */
export function profileRow(plan: ScalePlan, index: number, words?: number): CopyValue[] | undefined {
  const { r, missing, native, target, updatedShare, phone } = profileBasics(plan, index);
  const learner = index < (plan.learners ?? 0);
  if (missing && !learner) return undefined;
  const u = scaleUser(plan, index);
  const updated = new Date(u.createdAt + updatedShare * (plan.now - u.createdAt));
  const settings = seedStudySettings(plan.seed, index, index === plan.heavy);
  return [
    u.id,
    u.firstName,
    u.lastName,
    phone,
    native,
    target,
    r.chance(0.75) || learner,
    r.chance(0.5) ? token(r) : null,
    r.chance(0.4) ? token(r) : null,
    r.chance(0.1) ? token(r) : null,
    defaultConstraints.regularUser,
    defaultConstraints.premiumUser,
    [
      {
        collectionName: 'words',
        totalItems: learner && words !== undefined ? words : r.int(0, 40),
        updatedAt: updated.toISOString(),
      },
    ],
    r.chance(0.3) ? { [`invalid_word_attempts_${updated.toISOString().slice(0, 10)}`]: r.int(1, 9) } : {},
    new Date(u.createdAt),
    updated,
    settings.desiredRetention,
    settings.newCardsPerDay,
    settings.maxReviewsPerDay,
    settings.timeZone,
  ];
}
