import { rejectedReview } from '~/core/study/rejected-review';
import type { ReviewResult, ReviewSubmission } from '~/core/study/review';
import { REVIEW_BATCH_MAX } from '~/core/study/review-limits';
import { ApiRequestError } from '~/web/lib/api-error';
import { countPending, onQueueChange, pendingReviews, removeReviews } from './answer-queue';

// Sends the device's waiting answers to the server, oldest first, in batches, one flush at a time.
// An answer leaves the queue only once the server has answered for it (applied, duplicate, logged or
// rejected); a failed or cut-off request leaves everything queued, and resending is harmless since
// the server recognises each answer by its client id. The state feeds the sync indicator.

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'failed' | 'signedOut';
export type SyncState = {
  pending: number;
  status: SyncStatus;
  /**
   * Answers the server refused (a word deleted meanwhile, say): they cannot succeed on a resend. The
   * last refusal's code (said in the page's language) and the server's English words (for a code the
   * page does not know). Until the learner dismisses it.
   */
  rejected: { count: number; code: string; reason: string } | null;
};

type Send = (reviews: ReviewSubmission[]) => Promise<{ results: ReviewResult[] }>;

export const RETRY_INTERVAL_MS = 15_000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function statusOf(error: unknown): SyncStatus {
  if (isOffline()) return 'offline';
  if (error instanceof ApiRequestError) return error.status === 401 ? 'signedOut' : 'failed';
  // fetch rejects with a TypeError when the network is down, and aborts on our timeout.
  return error instanceof TypeError || (error instanceof DOMException && error.name !== 'AbortError')
    ? 'offline'
    : 'failed';
}

/** A 400: the server refused the request as it stands, so sending it again can never succeed. */
const refusedAsSent = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 400;

/**
 * One batch, answered for each of its answers. A batch the server refuses whole (one answer it cannot
 * take, from a client older or newer than it) is sent again one answer at a time, so only the answer
 * refused is dropped: kept, it held back every answer after it on this device for good.
 */
async function sendAnswered(send: Send, batch: ReviewSubmission[]): Promise<ReviewResult[]> {
  try {
    return (await send(batch)).results;
  } catch (error) {
    if (!refusedAsSent(error)) throw error;
    // Refused alone: reported as a batch would have reported it.
    if (batch.length === 1) {
      return [rejectedReview(batch[0]!, { code: error.code ?? 'VALIDATION_ERROR', message: error.message })];
    }
  }
  const results: ReviewResult[] = [];
  for (const review of batch) results.push(...(await sendAnswered(send, [review])));
  return results;
}

export function createReviewSync(userId: string, send: Send) {
  let state: SyncState = { pending: 0, status: isOffline() ? 'offline' : 'idle', rejected: null };
  const listeners = new Set<() => void>();
  const resultListeners = new Set<(results: ReviewResult[]) => void>();
  const set = (next: Partial<SyncState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  // Never throws, and never stays 'syncing': a store that fails (IndexedDB closed, full) is a failed
  // sync, retried like one. A flush stuck in 'syncing' was never retried, and an answer waiting on
  // it said "Checking…" for ever.
  async function run(): Promise<Map<string, ReviewResult>> {
    const results = new Map<string, ReviewResult>();
    try {
      return await sendPending(results);
    } catch (error) {
      console.error('The answers on this device could not be read or updated', error);
      set({ status: 'failed' });
      return results;
    }
  }

  async function sendPending(results: Map<string, ReviewResult>): Promise<Map<string, ReviewResult>> {
    const reviews = await pendingReviews(userId);
    if (reviews.length === 0) {
      set({ pending: 0, status: isOffline() ? 'offline' : 'idle' });
      return results;
    }
    if (isOffline()) {
      set({ pending: reviews.length, status: 'offline' });
      return results;
    }
    set({ pending: reviews.length, status: 'syncing' });
    let status: SyncStatus = 'idle';
    for (let start = 0; start < reviews.length; start += REVIEW_BATCH_MAX) {
      let answered: ReviewResult[];
      try {
        answered = await sendAnswered(send, reviews.slice(start, start + REVIEW_BATCH_MAX));
      } catch (error) {
        status = statusOf(error);
        break;
      }
      for (const result of answered) results.set(result.id, result);
      for (const listener of resultListeners) listener(answered);
      const refused = answered.filter((result) => result.status === 'rejected');
      if (refused.length > 0) {
        const error = refused[0]?.error;
        set({
          rejected: {
            count: (state.rejected?.count ?? 0) + refused.length,
            code: error?.code ?? 'REFUSED',
            reason: error?.message ?? 'Refused by the server',
          },
        });
      }
      await removeReviews(answered.map((result) => result.id));
    }
    set({ pending: await countPending(userId), status });
    return results;
  }

  // One flush at a time, in call order: an answer's own flush always includes it.
  let chain: Promise<Map<string, ReviewResult>> = Promise.resolve(new Map());
  const flush = () => {
    chain = chain.then(run, run);
    return chain;
  };

  /**
   * Sends what waits, waiting at most `ms` for the server (a stalled connection must not hold up a new
   * session or a sign-out); the flush carries on after that, and anything unsent stays queued.
   */
  const flushWithin = (ms: number) =>
    Promise.race([flush().then(() => {}), new Promise<void>((resolve) => setTimeout(resolve, ms))]);

  /** Listens for the connection and retries while answers wait; returns the function that stops it. */
  function start() {
    const onOnline = () => void flush();
    const onOffline = () => set({ status: 'offline' });
    const stopQueue = onQueueChange(() => void countPending(userId).then((pending) => set({ pending })));
    const timer = setInterval(() => {
      if (state.pending > 0 && state.status !== 'syncing') void flush();
    }, RETRY_INTERVAL_MS);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    void flush();
    return () => {
      clearInterval(timer);
      stopQueue();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }

  return {
    flush,
    flushWithin,
    start,
    getState: () => state,
    /** The learner has read which answers were refused. */
    dismissRejected: () => set({ rejected: null }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Every batch's results as they arrive (answers given offline get their server grade here). */
    onResults(listener: (results: ReviewResult[]) => void): () => void {
      resultListeners.add(listener);
      return () => {
        resultListeners.delete(listener);
      };
    },
  };
}

export type ReviewSync = ReturnType<typeof createReviewSync>;
