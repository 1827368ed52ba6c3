import { and, count, countDistinct, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type LimitedCollection,
  limitReachedMessage,
  MONTHLY_COLLECTIONS,
  renewalText,
  resolveLimit,
  tierOf,
  withCollectionTotal,
} from '~/core/plans/limits';
import { studyDayOf, studyDayStart } from '~/core/study/day-boundary';
import type { Db, Tx } from '~/server/db/client';
import { story, storyGeneration, studySession, studySet, userProfile, userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import type { ProfileRow } from '~/server/profile/learner-profile-row';
import { isPremiumNow } from '~/server/purchases/premium';

const tables = { words: userWord, studySets: studySet, stories: story } as const;

/** How long a story's reserved place holds without an answer (a crashed process's reservation lapses). */
export const STORY_RESERVATION_MS = 10 * 60 * 1000;

/** Stories being written for the learner now: places reserved under the limit before the model was asked. */
async function reservedStories(db: Db | Tx, userId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(storyGeneration)
    .where(
      and(
        eq(storyGeneration.userId, userId),
        isNull(storyGeneration.finishedAt),
        gt(storyGeneration.startedAt, new Date(now.getTime() - STORY_RESERVATION_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** The month a study session counts in: YYYY-MM of its study day in the learner's time zone. */
export function sessionMonthOf(now: Date, timeZone: string): string {
  return studyDayOf(now, timeZone).slice(0, 7);
}

/**
 * When the month's study sessions renew: the start (04:00 local) of the next month's first study
 * day. Until then a learner whose calendar already shows the 1st is still in the month before.
 */
export function sessionsRenewAt(now: Date, timeZone: string): Date {
  const [year, month] = sessionMonthOf(now, timeZone).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return studyDayStart(`${next}-01`, timeZone);
}

/**
 * How many items of a collection the learner has; for study sessions, how many sittings they studied
 * in this month (MONTHLY_COLLECTIONS in core/plans/limits.ts): a sitting (core/study/sitting.ts: the
 * session that opened it and those that joined it) counts once any of its sessions has an answer.
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
      .select({ n: countDistinct(sql`coalesce(${studySession.sittingId}, ${studySession.id})`) })
      .from(studySession)
      .where(
        and(
          eq(studySession.userId, userId),
          eq(studySession.month, month),
          isNotNull(studySession.lastAnswerAt),
        ),
      );
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
  const held = await countCollection(tx, input.userId, input.collection, {
    timeZone: input.profile.timeZone,
    now: input.now,
  });
  // A story being written holds its place, so requests racing the model cannot all pass the check.
  const used =
    input.collection === 'stories' ? held + (await reservedStories(tx, input.userId, input.now)) : held;
  if (used >= limit) {
    const timeZone = input.profile.timeZone;
    const renewsAt = MONTHLY_COLLECTIONS.includes(input.collection)
      ? sessionsRenewAt(input.now, timeZone)
      : undefined;
    const renewsOn = renewsAt ? renewalText(renewsAt, timeZone) : undefined;
    throw new AppError('LIMIT_REACHED', limitReachedMessage(input.collection, limit, tier, renewsOn), 403, {
      collection: input.collection,
      limit,
      tier,
      renewsAt: renewsAt?.toISOString() ?? null,
    });
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
