import { useEffect } from 'react';
import { submitReviews } from '../api/submit-reviews';
import { countPending } from './answer-queue';
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

/**
 * The learner's sync, listening for the connection on every learner page (the learner layout runs
 * it), not only while the study screen is open: answers given offline before the learner left Study
 * reach the server as soon as the connection is back, and Home and Statistics stop counting those
 * cards as due.
 */
export function useReviewSync(userId: string) {
  useEffect(() => reviewSyncFor(userId).start(), [userId]);
}

/**
 * Sends the learner's waiting answers, waiting at most `ms` for the server; how many are still
 * waiting after that (0 when the device's store cannot be read: nothing is known to be lost).
 */
export async function answersLeftAfterSending(userId: string, ms: number): Promise<number> {
  try {
    await reviewSyncFor(userId).flushWithin(ms);
    return await countPending(userId);
  } catch (error) {
    console.error('The answers waiting on this device could not be checked', error);
    return 0;
  }
}
