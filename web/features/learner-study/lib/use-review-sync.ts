import { useEffect } from 'react';
import { submitReviews } from '../api/submit-reviews';
import { createReviewSync, type ReviewSync } from './review-sync';

// One sync per learner for the page's lifetime: the study screen and its indicator share it, and a
// flush in progress survives the screen re-rendering.
const syncs = new Map<string, ReviewSync>();

export function reviewSyncFor(userId: string): ReviewSync {
  let sync = syncs.get(userId);
  if (!sync) {
    sync = createReviewSync(userId, submitReviews);
    syncs.set(userId, sync);
  }
  return sync;
}

/** The learner's sync, listening for the connection while the screen is open. */
export function useReviewSync(userId: string): ReviewSync {
  const sync = reviewSyncFor(userId);
  useEffect(() => sync.start(), [sync]);
  return sync;
}
