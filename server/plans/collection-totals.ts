import { and, count, eq } from 'drizzle-orm';
import {
  type LimitedCollection,
  limitReachedMessage,
  resolveLimit,
  tierOf,
  withCollectionTotal,
} from '~/core/plans/limits';
import { studyDayOf } from '~/core/study/day-boundary';
import type { Db, Tx } from '~/server/db/client';
import { story, studySession, studySet, userProfile, userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import type { ProfileRow } from '~/server/profile/learner-profile-row';
import { isPremiumNow } from '~/server/purchases/premium';

const tables = { words: userWord, studySets: studySet, stories: story } as const;

/** The month a study session counts in: YYYY-MM of its study day in the learner's time zone. */
export function sessionMonthOf(now: Date, timeZone: string): string {
  return studyDayOf(now, timeZone).slice(0, 7);
}

/**
 * How many items of a collection the learner has; for study sessions, how many they started this
 * month (MONTHLY_COLLECTIONS in core/plans/limits.ts).
 */
export async function countCollection(
  db: Db | Tx,
  userId: string,
  collection: LimitedCollection,
  context: { timeZone?: string; now: Date },
): Promise<number> {
  if (collection === 'studySessions') {
    const month = sessionMonthOf(context.now, context.timeZone ?? 'UTC');
    const [row] = await db
      .select({ n: count() })
      .from(studySession)
      .where(and(eq(studySession.userId, userId), eq(studySession.month, month)));
    return row?.n ?? 0;
  }
  const table = tables[collection];
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/**
 * Refuses (403 LIMIT_REACHED) when the learner already holds their limit of a collection. Call it in
 * the transaction that inserts, after lockLearnerProfile: the lock makes check-and-insert atomic.
 */
export async function assertBelowLimit(
  tx: Tx,
  input: { userId: string; profile: ProfileRow; collection: LimitedCollection; now: Date },
) {
  const tier = tierOf(await isPremiumNow(tx, input.userId, input.now));
  const limit = resolveLimit(tier, input.collection, {
    regularUser: input.profile.regularUserConstraints,
    premiumUser: input.profile.premiumUserConstraints,
  });
  const used = await countCollection(tx, input.userId, input.collection, {
    timeZone: input.profile.timeZone,
    now: input.now,
  });
  if (used >= limit) {
    throw new AppError('LIMIT_REACHED', limitReachedMessage(input.collection, limit, tier), 403);
  }
}

/** Writes the collection's true total and update time into the profile's collectionsMetadata. */
export async function recordCollectionTotal(
  tx: Tx,
  input: { userId: string; profile: ProfileRow; collection: LimitedCollection; now: Date },
) {
  const total = await countCollection(tx, input.userId, input.collection, {
    timeZone: input.profile.timeZone,
    now: input.now,
  });
  const collectionsMetadata = withCollectionTotal(
    input.profile.collectionsMetadata,
    input.collection,
    total,
    input.now,
  );
  input.profile.collectionsMetadata = collectionsMetadata;
  await tx
    .update(userProfile)
    .set({ collectionsMetadata, updatedAt: input.now })
    .where(eq(userProfile.userId, input.userId));
}
