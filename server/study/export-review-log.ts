import { cardStateNames } from '~/core/study/card-state-names';
import type { RatingValue } from '~/core/study/ratings';
import { reviewLogCsvHeader, reviewLogCsvRow } from '~/core/study/review-log-csv';
import type { Db } from '~/server/db/client';
import { reviewLogPages } from './review-log-rows';

/**
 * GET /api/me/reviews.csv: the learner's whole review log in the FSRS optimizer's columns
 * (core/study/review-log-csv.ts), oldest first, streamed one page at a time as the client reads.
 */
export function exportReviewLogCsv(db: Db, input: { userId: string }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = reviewLogPages(db, input);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(reviewLogCsvHeader));
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.close();
        return;
      }
      let chunk = '';
      for (const row of next.value) {
        chunk += reviewLogCsvRow({
          cardId: row.cardId,
          reviewedAt: row.reviewedAt,
          rating: row.rating as RatingValue,
          stateBefore: cardStateNames[row.stateBefore]!,
          durationMs: row.durationMs,
        });
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
