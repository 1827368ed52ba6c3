import type { ReviewSubmission } from '~/core/study/review';
import { apiClient } from '~/web/lib/api-client';

/** A stalled connection counts as offline after this long: the answer is kept and graded here. */
export const SUBMIT_TIMEOUT_MS = 10_000;

/**
 * POST /api/me/reviews with a batch, oldest answer first. Idempotent by each review's client id:
 * a batch sent twice changes nothing the second time. Always answered with one result per review.
 * Called by the review sync, which owns the queue (no hook: answers are not a cached query).
 */
export const submitReviews = (reviews: ReviewSubmission[]) =>
  apiClient.post('/me/reviews', resultsSchema, {
    body: { reviews },
    signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
  });

// Loaded by development builds only (to check the answer): the study page's budget has no room for zod.
const resultsSchema = () => import('~/core/study/review').then((module) => module.reviewResultsSchema);
