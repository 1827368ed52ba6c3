import { getPlan, type PlanId, type PlanLimits } from './plans';

// Plan limits, one truth: the defaults come from the plans the pricing page shows (core/plans/plans.ts); a
// learner's own constraint for a collection, in the panel of their current tier, overrides it.

/** One limit of a constraint set: maxValue is an integer >= 0. */
export type ConstraintEntry = { collectionName: string; maxValue: number };

/** One collection's metadata: totalItems is an integer >= 0; updatedAt is an ISO date-time. */
export type CollectionMetadataEntry = { collectionName: string; totalItems: number; updatedAt: string };

export const limitedCollections = ['words', 'studySets', 'stories', 'studySessions'] as const;
export type LimitedCollection = (typeof limitedCollections)[number];

/** The constraint panels the admin edits: `regularUser` for Free learners, `premiumUser` for Pro. */
export const tiers = ['regularUser', 'premiumUser'] as const;
export type Tier = (typeof tiers)[number];

const planOfTier: Record<Tier, PlanId> = { regularUser: 'free', premiumUser: 'pro-monthly' };

const planLimitOf: Record<LimitedCollection, keyof PlanLimits> = {
  words: 'words',
  studySets: 'studySets',
  stories: 'aiStories',
  studySessions: 'studySessions',
};

export const limitNames: Record<LimitedCollection, string> = {
  words: 'words',
  studySets: 'study sets',
  stories: 'stories',
  studySessions: 'study sessions',
};

export function tierOf(premium: boolean): Tier {
  return premium ? 'premiumUser' : 'regularUser';
}

/** The plan's default limit of a collection for a tier (Pro's "1500+" words default to 1500). */
export function planDefaultLimit(tier: Tier, collection: LimitedCollection): number {
  return getPlan(planOfTier[tier]).limits[planLimitOf[collection]].value;
}

function defaultsOf(tier: Tier): ConstraintEntry[] {
  return limitedCollections.map((collectionName) => ({
    collectionName,
    maxValue: planDefaultLimit(tier, collectionName),
  }));
}

/** The default constraint panels, as a new profile stores them and the admin shows them. */
export const defaultConstraints: Record<Tier, ConstraintEntry[]> = {
  regularUser: defaultsOf('regularUser'),
  premiumUser: defaultsOf('premiumUser'),
};

export type ConstraintPanels = Record<Tier, readonly ConstraintEntry[]>;

/** The effective limit: the learner's own constraint in their tier's panel, else the plan default. */
export function resolveLimit(tier: Tier, collection: LimitedCollection, panels: ConstraintPanels): number {
  const own = panels[tier].find((entry) => entry.collectionName === collection);
  return own && Number.isInteger(own.maxValue) && own.maxValue >= 0
    ? own.maxValue
    : planDefaultLimit(tier, collection);
}

export type LimitUsage = { collection: LimitedCollection; used: number; limit: number; tier: Tier };

export function resolveLimits(
  tier: Tier,
  panels: ConstraintPanels,
  used: Record<LimitedCollection, number>,
): LimitUsage[] {
  return limitedCollections.map((collection) => ({
    collection,
    used: used[collection],
    limit: resolveLimit(tier, collection, panels),
    tier,
  }));
}

/**
 * Study sessions are counted per calendar month (of the learner's study days, in their time zone):
 * a monthly allowance, where the other collections count what the learner holds.
 */
export const MONTHLY_COLLECTIONS: readonly LimitedCollection[] = ['studySessions'];

/** Pro's figure as the pricing page says it: "1,500+ words" (a floor), "up to 20 stories" (a cap). */
function proFigure(collection: LimitedCollection): string {
  const limit = getPlan(planOfTier.premiumUser).limits[planLimitOf[collection]];
  const value = limit.value.toLocaleString('en-US');
  return limit.atLeast ? `${value}+` : `up to ${value}`;
}

/**
 * When a monthly allowance renews, as the refusal says it ("1 December at 04:00"): in the learner's
 * time zone, since the month turns at their study day's start, not at midnight or in UTC.
 */
export function renewalText(renewsAt: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(renewsAt);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(renewsAt);
  return `${date} at ${time}`;
}

/**
 * The refusal's message: which limit, and how to raise it; for a monthly allowance, when it renews
 * (`renewsOn`, from renewalText): the month turns at 04:00 on the 1st, so "next month" alone would
 * mislead a learner whose calendar already shows it.
 */
export function limitReachedMessage(
  collection: LimitedCollection,
  limit: number,
  tier: Tier,
  renewsOn?: string,
): string {
  const name = limitNames[collection];
  if (MONTHLY_COLLECTIONS.includes(collection)) {
    const again = renewsOn ? `when they renew on ${renewsOn}` : 'next month';
    const how =
      tier === 'regularUser'
        ? `Upgrade to Pro for ${proFigure(collection)} ${name} a month, or study again ${again}.`
        : `They renew ${renewsOn ? `on ${renewsOn}` : 'next month'}, or contact support to raise the limit.`;
    return `You have used all ${limit.toLocaleString('en-US')} ${name} of this month. ${how}`;
  }
  const how =
    tier === 'regularUser'
      ? `Upgrade to Pro to keep ${proFigure(collection)} ${name}, or remove some first.`
      : `Remove some ${name} first, or contact support to raise it.`;
  return `You have reached your limit of ${limit.toLocaleString('en-US')} ${name}. ${how}`;
}

/** The collection metadata with one collection's total and update time replaced (others kept). */
export function withCollectionTotal(
  metadata: readonly CollectionMetadataEntry[],
  collection: LimitedCollection,
  totalItems: number,
  now: Date,
): CollectionMetadataEntry[] {
  const entry = { collectionName: collection, totalItems, updatedAt: now.toISOString() };
  const found = metadata.some((item) => item.collectionName === collection);
  return found
    ? metadata.map((item) => (item.collectionName === collection ? entry : item))
    : [...metadata, entry];
}
