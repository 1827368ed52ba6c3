import { rejectedReview } from '~/core/study/rejected-review';
import type { ReviewResult, ReviewResults, ReviewSubmission, ReviewsBody } from '~/core/study/review';
import type { Db } from '~/server/db/client';
import { AppError, inputRejectedByDatabase } from '~/server/http/errors';
import { learnerChange } from '~/server/plans/learner-change';
import { applyReview, type ReviewContext } from './apply-review';
import type { CardReadAhead } from './card-for-answer';

const timeOf = (review: ReviewSubmission, now: Date) =>
  review.reviewedAt ? Date.parse(review.reviewedAt) : now.getTime();

/**
 * A refusal that says nothing was written and a resend may go in (409: the card kept changing, or
 * something it refers to went meanwhile). Reported per item as 'rejected' it told the device to drop
 * an answer that a resend would have counted.
 */
const retryable = (refusal: AppError) => refusal.status === 409;

/**
 * One review, or an offline batch: applied in the order they were answered (each in its own
 * transaction, so one bad answer does not hold back the rest), results in the order sent. In a batch
 * an answer the server refuses (a removed word, an option never shown) is reported per item; a single
 * review's refusal is the request's error. A refusal worth sending again stops a batch there and is
 * the request's error: the answers before it are kept (a resend gets them back as duplicates), none
 * after it was tried.
 */
export async function submitReviews(
  db: Db,
  input: { userId: string; body: ReviewsBody; now: Date; readAhead?: CardReadAhead },
): Promise<ReviewResults> {
  const { userId, now } = input;
  const batch = 'reviews' in input.body;
  const reviews = 'reviews' in input.body ? input.body.reviews : [input.body];
  const context: ReviewContext = { userId, now, readAhead: input.readAhead };
  const order = reviews
    .map((review, index) => ({ review, index }))
    .sort((a, b) => timeOf(a.review, now) - timeOf(b.review, now) || a.index - b.index);
  const results: ReviewResult[] = new Array(reviews.length);
  try {
    for (const { review, index } of order) {
      try {
        results[index] = await applyReview(db, review, context);
      } catch (error) {
        // Text the database cannot store (a NUL typed) is the answer's fault, not the batch's: refused
        // alone, it does not fail the answers after it (the device would send the batch again forever).
        const refusal = error instanceof AppError ? error : inputRejectedByDatabase(error);
        if (!batch || !refusal || retryable(refusal)) throw refusal ?? error;
        results[index] = rejectedReview(review, refusal);
      }
    }
  } finally {
    // After the answers' own transactions (each holds a card's lock), so the profile lock is never
    // taken while a card is held; also when a batch stopped, since the answers before it stay.
    if (context.countedSitting)
      await learnerChange(db, { userId, now, collection: 'studySessions' }, async () => {});
  }
  return { results };
}
