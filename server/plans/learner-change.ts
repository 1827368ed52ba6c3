import type { LimitedCollection } from '~/core/plans/limits';
import type { Db, Tx } from '~/server/db/client';
import { lockLearnerProfile, type ProfileRow } from '~/server/profile/learner-profile-row';
import { assertBelowLimit, recordCollectionTotal } from './collection-totals';

type Change = {
  userId: string;
  now: Date;
  collection: LimitedCollection;
  adds?: boolean;
  /** Runs under the lock before the limit is checked (a reservation hands its place to the insert). */
  beforeCheck?: (tx: Tx) => Promise<void>;
};

/**
 * One learner change to one collection, as every learner write runs it: a transaction, the profile
 * locked (so one learner's changes run one at a time), the limit checked when it `adds`, the work,
 * then the collection's true total written to collectionsMetadata, all or nothing.
 */
export async function learnerChange<T>(
  db: Db,
  change: Change,
  work: (tx: Tx, profile: ProfileRow) => Promise<T>,
): Promise<T> {
  const { userId, now, collection } = change;
  return db.transaction(async (tx) => {
    const profile = await lockLearnerProfile(tx, userId, now);
    await change.beforeCheck?.(tx);
    if (change.adds) await assertBelowLimit(tx, { userId, profile, collection, now });
    const result = await work(tx, profile);
    await recordCollectionTotal(tx, { userId, profile, collection, now });
    return result;
  });
}
