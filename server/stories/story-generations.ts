import { and, count, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { storyGeneration } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { assertBelowLimit } from '~/server/plans/collection-totals';
import { lockLearnerProfile } from '~/server/profile/learner-profile-row';

// Each request for a story from the model, reserved before the model is called (ADR 0009's generator
// is a cost per call): the reservation holds a place under the stories limit while the model writes,
// and the requests of the last minute are the learner's rate limit.

/** Stories one learner may ask the model for per minute, failed ones included. */
export const STORY_REQUESTS_PER_MINUTE = 3;
const MINUTE_MS = 60_000;
// Finished requests are kept this long (the rate limit reads the last minute only), then pruned.
const KEEP_FINISHED_MS = 24 * 60 * 60 * 1000;

/**
 * Reserves a story's place: under the profile lock, refuses a learner at their stories limit (403
 * LIMIT_REACHED, reserved places counted) or past the rate limit (429 TOO_MANY_STORIES), else
 * records the request. Returns its id, which finishStoryGeneration releases.
 */
export async function reserveStoryGeneration(db: Db, input: { userId: string; now: Date }): Promise<string> {
  const { userId, now } = input;
  return db.transaction(async (tx) => {
    const profile = await lockLearnerProfile(tx, userId, now);
    await tx
      .delete(storyGeneration)
      .where(
        and(
          eq(storyGeneration.userId, userId),
          isNotNull(storyGeneration.finishedAt),
          lt(storyGeneration.startedAt, new Date(now.getTime() - KEEP_FINISHED_MS)),
        ),
      );
    // The plan's limit first: a learner who has used it is told so, not asked to wait a minute.
    await assertBelowLimit(tx, { userId, profile, collection: 'stories', now });
    const [recent] = await tx
      .select({ n: count() })
      .from(storyGeneration)
      .where(
        and(
          eq(storyGeneration.userId, userId),
          gt(storyGeneration.startedAt, new Date(now.getTime() - MINUTE_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= STORY_REQUESTS_PER_MINUTE) {
      throw new AppError(
        'TOO_MANY_STORIES',
        `You asked for ${STORY_REQUESTS_PER_MINUTE} stories in the last minute. Please wait a minute and try again.`,
        429,
      );
    }
    const [row] = await tx
      .insert(storyGeneration)
      .values({ userId, startedAt: now })
      .returning({ id: storyGeneration.id });
    return row!.id;
  });
}

/** Ends a request: its place is released (a stored story takes it in the same transaction). */
export async function finishStoryGeneration(db: Db | Tx, input: { userId: string; id: string; now: Date }) {
  await db
    .update(storyGeneration)
    .set({ finishedAt: input.now })
    .where(and(eq(storyGeneration.userId, input.userId), eq(storyGeneration.id, input.id)));
}
