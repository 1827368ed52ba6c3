import { sql } from 'drizzle-orm';
import { isMatureReview } from '~/core/study/true-retention';
import type { Tx } from '~/server/db/client';
import { reviewLog, type StudyDayCounts, studyDay } from '~/server/db/schema';
import type { ImportItem } from './import-item';

// PostgreSQL takes at most 65,535 parameters a statement; a review row has 17.
const ROWS_PER_INSERT = 1000;

/**
 * The imported words' reviews into the review log, with their original times and ratings (flashcard
 * answers, the word shown: Anki's front), and the study days' totals they add to, counted only for
 * rows that went in (a resumed job's earlier rows are already counted). Returns how many went in.
 */
export async function insertImportedReviews(
  tx: Tx,
  input: { userId: string; items: ImportItem[]; now: Date },
): Promise<number> {
  const rows = input.items.flatMap((item) =>
    item.reviews.map((review) => ({
      userId: input.userId,
      id: review.id,
      cardId: item.wordId,
      reviewedAt: new Date(review.reviewedAt),
      receivedAt: input.now,
      studyDay: review.studyDay,
      rating: review.rating,
      stateBefore: review.stateBefore,
      scheduledDaysBefore: review.scheduledDaysBefore,
      elapsedDays: review.elapsedDays,
      scheduledDaysAfter: review.scheduledDaysAfter,
      durationMs: review.durationMs,
      method: 'flashcards' as const,
      direction: 'recognise' as const,
      applied: 1,
    })),
  );
  const days = new Map<string, StudyDayCounts & { firstAnswerAt: Date }>();
  let inserted = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const written = await tx.insert(reviewLog).values(chunk).onConflictDoNothing().returning({
      studyDay: reviewLog.studyDay,
      reviewedAt: reviewLog.reviewedAt,
      rating: reviewLog.rating,
      stateBefore: reviewLog.stateBefore,
      scheduledDaysBefore: reviewLog.scheduledDaysBefore,
      durationMs: reviewLog.durationMs,
    });
    inserted += written.length;
    for (const row of written) {
      const totals = days.get(row.studyDay) ?? {
        reviews: 0,
        newCards: 0,
        reviewCards: 0,
        againCount: 0,
        durationMs: 0,
        matureReviews: 0,
        maturePassed: 0,
        firstAnswerAt: row.reviewedAt,
      };
      totals.reviews++;
      if (row.reviewedAt < totals.firstAnswerAt) totals.firstAnswerAt = row.reviewedAt;
      if (row.stateBefore === 0) totals.newCards++;
      if (row.stateBefore === 2) totals.reviewCards++;
      if (row.rating === 1) totals.againCount++;
      totals.durationMs += row.durationMs;
      if (isMatureReview(row.scheduledDaysBefore)) {
        totals.matureReviews++;
        if (row.rating !== 1) totals.maturePassed++;
      }
      days.set(row.studyDay, totals);
    }
  }
  const dayRows = [...days].map(([day, totals]) => ({ userId: input.userId, day, ...totals }));
  for (let start = 0; start < dayRows.length; start += ROWS_PER_INSERT) {
    await tx
      .insert(studyDay)
      .values(dayRows.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [studyDay.userId, studyDay.day],
        set: {
          reviews: sql`${studyDay.reviews} + excluded.reviews`,
          newCards: sql`${studyDay.newCards} + excluded.new_cards`,
          reviewCards: sql`${studyDay.reviewCards} + excluded.review_cards`,
          againCount: sql`${studyDay.againCount} + excluded.again_count`,
          durationMs: sql`${studyDay.durationMs} + excluded.duration_ms`,
          matureReviews: sql`${studyDay.matureReviews} + excluded.mature_reviews`,
          maturePassed: sql`${studyDay.maturePassed} + excluded.mature_passed`,
          firstAnswerAt: sql`least(${studyDay.firstAnswerAt}, excluded.first_answer_at)`,
        },
      });
  }
  return inserted;
}
