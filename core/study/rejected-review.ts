import type { ReviewResult, ReviewSubmission } from './review';

/**
 * An answer refused, as a result: how the server reports it within a batch, and how a device records
 * a refusal of the answer sent alone. Apart from review.ts, so the study screen gets it without zod.
 */
export function rejectedReview(
  review: Pick<ReviewSubmission, 'id' | 'cardId' | 'reviewedAt'>,
  error: { code: string; message: string },
): ReviewResult {
  return {
    id: review.id,
    cardId: review.cardId,
    status: 'rejected',
    error: { code: error.code, message: error.message },
    rating: null,
    reviewedAt: review.reviewedAt ?? null,
    grade: null,
    card: null,
    wordStatus: null,
    intervals: null,
    againThisSession: false,
  };
}
