import {
  type LimitedCollection,
  type LimitUsage,
  limitedCollections,
  resolveLimits,
  tierOf,
} from '~/core/plans/limits';
import type { MyLimits } from '~/core/plans/my-limits';
import type { Db } from '~/server/db/client';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { isPremiumNow } from '~/server/purchases/premium';
import { countCollection, sessionsRenewAt } from './collection-totals';

/** Per collection: how many the learner has, their limit, and the tier (as of `now`) it comes from. */
export async function getLimits(db: Db, input: { userId: string; now: Date }): Promise<MyLimits> {
  const [profile, premium] = await Promise.all([
    findLearnerProfile(db, input.userId),
    isPremiumNow(db, input.userId, input.now),
  ]);
  const tier = tierOf(premium);
  const counts = await Promise.all(
    limitedCollections.map((collection) =>
      countCollection(db, input.userId, collection, { timeZone: profile?.timeZone, now: input.now }),
    ),
  );
  const used = Object.fromEntries(limitedCollections.map((c, i) => [c, counts[i]!])) as Record<
    LimitedCollection,
    number
  >;
  const panels = {
    regularUser: profile?.regularUserConstraints ?? [],
    premiumUser: profile?.premiumUserConstraints ?? [],
  };
  const limits = Object.fromEntries(
    resolveLimits(tier, panels, used).map(({ collection, ...usage }) => [collection, usage]),
  ) as Record<LimitedCollection, Omit<LimitUsage, 'collection'>>;
  // Study sessions are a monthly allowance: the apps say when it renews (the month turns at 04:00 on the 1st).
  const renewsAt = sessionsRenewAt(input.now, profile?.timeZone ?? 'UTC').toISOString();
  return { tier, limits: { ...limits, studySessions: { ...limits.studySessions, renewsAt } } };
}
