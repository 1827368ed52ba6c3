import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import { cardStateNames } from '~/core/study/card-state-names';
import type { ReviewHistoryEntry } from '~/core/study/review';
import type { StudyMethod } from '~/core/study/study-methods';
import type { Db } from '~/server/db/client';
import { reviewLog } from '~/server/db/schema';

type ReviewLogRow = typeof reviewLog.$inferSelect;

export function toReviewHistoryEntry(row: ReviewLogRow): ReviewHistoryEntry {
  return {
    id: row.id,
    reviewedAt: row.reviewedAt.toISOString(),
    rating: row.rating,
    method: row.method as StudyMethod,
    stateBefore: cardStateNames[row.stateBefore]!,
    durationMs: row.durationMs,
    typed: row.typed,
    applied: row.applied === 1,
    scheduledDays: row.scheduledDaysAfter,
  };
}

export const REVIEW_LOG_PAGE_SIZE = 2000;

/**
 * The learner's review log (optionally one card's) oldest first, one keyset page at a time on
 * review_log_user_reviewed_idx, so a log of any length is read in constant memory.
 */
export async function* reviewLogPages(
  db: Db,
  input: { userId: string; cardId?: string },
): AsyncGenerator<ReviewLogRow[]> {
  let cursor: { at: Date; id: string } | undefined;
  for (;;) {
    const filters: (SQL | undefined)[] = [eq(reviewLog.userId, input.userId)];
    if (input.cardId) filters.push(eq(reviewLog.cardId, input.cardId));
    if (cursor) {
      filters.push(
        or(
          gt(reviewLog.reviewedAt, cursor.at),
          and(eq(reviewLog.reviewedAt, cursor.at), gt(reviewLog.id, cursor.id)),
        ),
      );
    }
    const rows = await db
      .select()
      .from(reviewLog)
      .where(and(...filters))
      .orderBy(asc(reviewLog.reviewedAt), asc(reviewLog.id))
      .limit(REVIEW_LOG_PAGE_SIZE);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    cursor = { at: last.reviewedAt, id: last.id };
    if (rows.length < REVIEW_LOG_PAGE_SIZE) return;
  }
}
