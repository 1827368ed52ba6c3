// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewResult, ReviewSubmission } from '~/core/study/review';
import { ApiRequestError } from '~/web/lib/api-error';
import { countPending, enqueueAnswer, pendingReviews } from './answer-queue';
import { createReviewSync } from './review-sync';
import { reviewResult } from './study-item-factory';

let next = 0;
const learner = () => `sync-learner-${++next}`;
const cardId = '11111111-1111-4111-8111-111111111111';

function review(id: string, second: number): ReviewSubmission {
  return {
    id,
    cardId,
    sessionId: null,
    reviewedAt: new Date(Date.UTC(2026, 10, 23, 10, 0, second)).toISOString(),
    durationMs: 900,
    method: 'flashcards',
    direction: 'recall',
    rating: 3,
  };
}

/** A server that applies each id once, as the real one does. */
function fakeServer() {
  const seen = new Set<string>();
  const batches: string[][] = [];
  const send = vi.fn(async (reviews: ReviewSubmission[]) => {
    batches.push(reviews.map((r) => r.id));
    const results: ReviewResult[] = reviews.map((r) => {
      const status = seen.has(r.id) ? 'duplicate' : 'applied';
      seen.add(r.id);
      return reviewResult({ id: r.id, cardId: r.cardId, status });
    });
    return { results };
  });
  return { send, batches };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('review sync', () => {
  it('sends the waiting answers oldest first in one batch and empties the queue', async () => {
    const userId = learner();
    await enqueueAnswer(userId, review('late', 9));
    await enqueueAnswer(userId, review('early', 1));
    const server = fakeServer();
    const sync = createReviewSync(userId, server.send);
    const heard = vi.fn();
    sync.onResults(heard);
    const results = await sync.flush();
    expect(server.batches).toEqual([['early', 'late']]);
    expect(heard.mock.calls[0]?.[0].map((result: ReviewResult) => result.id)).toEqual(['early', 'late']);
    expect(results.get('late')?.status).toBe('applied');
    expect(await countPending(userId)).toBe(0);
    expect(sync.getState()).toMatchObject({ pending: 0, status: 'idle' });
  });

  it('keeps every answer while offline and sends them when the connection returns', async () => {
    const userId = learner();
    await enqueueAnswer(userId, review('r1', 1));
    await enqueueAnswer(userId, review('r2', 2));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer();
    const sync = createReviewSync(userId, server.send);
    await sync.flush();
    expect(server.send).not.toHaveBeenCalled();
    expect(sync.getState()).toMatchObject({ pending: 2, status: 'offline' });
    online.mockReturnValue(true);
    await sync.flush();
    expect(server.batches).toEqual([['r1', 'r2']]);
    expect(sync.getState().pending).toBe(0);
  });

  it('a device store that fails is a failed sync, retried later, never stuck in "syncing"', async () => {
    const userId = learner();
    await enqueueAnswer(userId, review('r1', 1));
    const server = fakeServer();
    const sync = createReviewSync(userId, server.send);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    const results = await sync.flush();
    expect(results.get('r1')?.status).toBe('applied');
    expect(sync.getState().status).toBe('failed');
    broken.mockRestore();
    await sync.flush();
    expect(sync.getState()).toMatchObject({ pending: 0, status: 'idle' });
  });

  it('leaves the queue as it was when the request fails, and a resend changes nothing twice', async () => {
    const userId = learner();
    await enqueueAnswer(userId, review('r1', 1));
    const server = fakeServer();
    let cutOff = true;
    const send = vi.fn(async (reviews: ReviewSubmission[]) => {
      const answer = await server.send(reviews);
      // The server applied the batch, but the answer never reached the device.
      if (cutOff) throw new TypeError('Failed to fetch');
      return answer;
    });
    const sync = createReviewSync(userId, send);
    await sync.flush();
    expect(sync.getState()).toMatchObject({ pending: 1, status: 'offline' });
    expect(await countPending(userId)).toBe(1);
    cutOff = false;
    const results = await sync.flush();
    expect(results.get('r1')?.status).toBe('duplicate');
    expect(await countPending(userId)).toBe(0);
  });

  it('keeps a batch the server stopped at a busy card (409): nothing is reported refused, all is sent again', async () => {
    const userId = learner();
    await enqueueAnswer(userId, review('r1', 1));
    await enqueueAnswer(userId, review('r2', 2));
    const server = fakeServer();
    let busy = true;
    const send = vi.fn(async (reviews: ReviewSubmission[]) => {
      if (!busy) return server.send(reviews);
      // The first answer went in; the second met a card other devices kept changing.
      await server.send(reviews.slice(0, 1));
      throw new ApiRequestError('This card kept changing while the answer was saved.', 409, 'CARD_BUSY');
    });
    const sync = createReviewSync(userId, send);
    const heard = vi.fn();
    sync.onResults(heard);
    await sync.flush();
    expect(await countPending(userId)).toBe(2);
    expect(sync.getState()).toMatchObject({ pending: 2, status: 'failed', rejected: null });
    expect(heard).not.toHaveBeenCalled();
    busy = false;
    const results = await sync.flush();
    expect([results.get('r1')?.status, results.get('r2')?.status]).toEqual(['duplicate', 'applied']);
    expect(await countPending(userId)).toBe(0);
  });

  it('says to sign in again on 401 and keeps the answers; a refused answer leaves the queue with its reason', async () => {
    const userId = learner();
    await enqueueAnswer(userId, review('r1', 1));
    const signedOut = createReviewSync(userId, async () => {
      throw new ApiRequestError('User not authenticated', 401);
    });
    await signedOut.flush();
    expect(signedOut.getState()).toMatchObject({ pending: 1, status: 'signedOut' });

    const refusing = createReviewSync(userId, async (reviews) => ({
      results: reviews.map((r) =>
        reviewResult({
          id: r.id,
          cardId: r.cardId,
          status: 'rejected',
          error: { code: 'WORD_NOT_FOUND', message: 'Word not found' },
        }),
      ),
    }));
    await refusing.flush();
    expect(refusing.getState()).toMatchObject({
      pending: 0,
      rejected: { count: 1, reason: 'Word not found' },
    });
  });

  it('sends a batch refused whole one answer at a time, so only the answer refused is dropped', async () => {
    const userId = learner();
    for (const [index, id] of ['a1', 'a2', 'a3'].entries()) await enqueueAnswer(userId, review(id, index));
    const { send: apply, batches } = fakeServer();
    // The server cannot take a2: a batch holding it is refused as a whole, as is a2 alone.
    const send = vi.fn(async (reviews: ReviewSubmission[]) => {
      if (reviews.some((r) => r.id === 'a2')) {
        batches.push(reviews.map((r) => r.id));
        throw new ApiRequestError(
          'The request contains characters that cannot be stored.',
          400,
          'INVALID_CHARACTERS',
        );
      }
      return apply(reviews);
    });
    const sync = createReviewSync(userId, send);
    const results = await sync.flush();
    expect(batches).toEqual([['a1', 'a2', 'a3'], ['a1'], ['a2'], ['a3']]);
    expect([...results.values()].map((result) => [result.id, result.status])).toEqual([
      ['a1', 'applied'],
      ['a2', 'rejected'],
      ['a3', 'applied'],
    ]);
    expect(sync.getState()).toMatchObject({
      pending: 0,
      status: 'idle',
      rejected: { count: 1, reason: 'The request contains characters that cannot be stored.' },
    });
    expect(await countPending(userId)).toBe(0);
  });

  it('keeps a batch whose answers fail for another reason (a 503) whole, to try again', async () => {
    const userId = learner();
    for (const [index, id] of ['b1', 'b2'].entries()) await enqueueAnswer(userId, review(id, index));
    const send = vi.fn(async () => {
      throw new ApiRequestError('The service is unavailable.', 503);
    });
    const sync = createReviewSync(userId, send);
    await sync.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sync.getState()).toMatchObject({ pending: 2, status: 'failed', rejected: null });
  });

  it('runs one flush at a time, so an answer queued during a flush goes in the next', async () => {
    const userId = learner();
    await enqueueAnswer(userId, review('first', 1));
    const server = fakeServer();
    const sync = createReviewSync(userId, server.send);
    const one = sync.flush();
    await enqueueAnswer(userId, review('second', 2));
    const two = sync.flush();
    await Promise.all([one, two]);
    expect(server.batches.flat().sort()).toEqual(['first', 'second']);
    expect(new Set(server.batches.flat()).size).toBe(2);
    expect(await pendingReviews(userId)).toEqual([]);
  });

  it('splits more than 500 waiting answers into batches the server accepts', async () => {
    const userId = learner();
    for (let i = 0; i < 501; i++)
      await enqueueAnswer(userId, { ...review(`r${String(i).padStart(3, '0')}`, 1) });
    const server = fakeServer();
    await createReviewSync(userId, server.send).flush();
    expect(server.batches.map((batch) => batch.length)).toEqual([500, 1]);
  });
});
