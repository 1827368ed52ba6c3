import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewSubmission } from '~/core/study/review';
import {
  clearRun,
  clearSavedRun,
  countPending,
  enqueueAnswer,
  loadRun,
  onQueueChange,
  pendingReviews,
  removeReviews,
  saveRun,
} from './answer-queue';
import { studyItem, studySession } from './study-item-factory';
import { createRun } from './study-run';

let next = 0;
const learner = () => `learner-${++next}`;

/** A run of two cards in a session of its own (each tab starts its own session on the server). */
const runIn = (userId: string, sessionId: string) =>
  createRun(userId, studySession([studyItem(), studyItem({ cardId: 'second' })], { id: sessionId }));

/** Makes the clock read the given time, so which save came last is known. */
const at = (time: string) => vi.setSystemTime(new Date(time));

afterEach(() => {
  vi.useRealTimers();
});

function review(id: string, reviewedAt: string): ReviewSubmission {
  return {
    id,
    cardId: '11111111-1111-4111-8111-111111111111',
    sessionId: null,
    reviewedAt,
    durationMs: 1200,
    method: 'flashcards',
    direction: 'recall',
    rating: 3,
  };
}

describe('the offline answer queue (IndexedDB)', () => {
  it('keeps answers per learner, oldest answer first, whatever order they were queued in', async () => {
    const ann = learner();
    const bob = learner();
    await enqueueAnswer(ann, review('b', '2026-11-23T10:00:05.000Z'));
    await enqueueAnswer(ann, review('a', '2026-11-23T10:00:01.000Z'));
    await enqueueAnswer(bob, review('c', '2026-11-23T09:00:00.000Z'));
    expect((await pendingReviews(ann)).map((r) => r.id)).toEqual(['a', 'b']);
    expect(await countPending(bob)).toBe(1);
  });

  it('stores an answer again under the same id only once (a retried write is harmless)', async () => {
    const ann = learner();
    await enqueueAnswer(ann, review('same', '2026-11-23T10:00:00.000Z'));
    await enqueueAnswer(ann, review('same', '2026-11-23T10:00:00.000Z'));
    expect(await countPending(ann)).toBe(1);
  });

  it('forgets only the answers the server answered for, and tells listeners', async () => {
    const ann = learner();
    const listener = vi.fn();
    const stop = onQueueChange(listener);
    await enqueueAnswer(ann, review('x', '2026-11-23T10:00:00.000Z'));
    await enqueueAnswer(ann, review('y', '2026-11-23T10:00:01.000Z'));
    await removeReviews(['x']);
    expect((await pendingReviews(ann)).map((r) => r.id)).toEqual(['y']);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('writes the answer and the advanced session together, and keeps the session across loads', async () => {
    const ann = learner();
    const run = createRun(ann, studySession([studyItem(), studyItem({ cardId: 'second' })]));
    await saveRun(run);
    const advanced = { ...run, queue: run.queue.slice(1) };
    await enqueueAnswer(ann, review('r1', '2026-11-23T10:00:00.000Z'), advanced);
    const stored = await loadRun(ann);
    expect(stored?.queue.map((item) => item.cardId)).toEqual(['second']);
    expect(stored?.sessionId).toBe(run.sessionId);
    await clearRun(ann);
    expect(await loadRun(ann)).toBeUndefined();
    expect(await countPending(ann)).toBe(1);
  });

  it("keeps each tab's session apart: one tab finishing does not drop the other's", async () => {
    const ann = learner();
    const tabA = runIn(ann, 'session-a');
    const tabB = runIn(ann, 'session-b');
    await saveRun(tabA);
    await saveRun(tabB);
    await enqueueAnswer(ann, review('a1', '2026-11-23T10:00:00.000Z'), {
      ...tabA,
      queue: tabA.queue.slice(1),
    });
    // Tab B answers its last card and clears its session.
    await enqueueAnswer(ann, review('b1', '2026-11-23T10:00:01.000Z'), {
      ...tabB,
      queue: tabB.queue.slice(1),
    });
    await clearSavedRun(tabB);
    const resumed = await loadRun(ann);
    expect(resumed?.sessionId).toBe('session-a');
    expect(resumed?.queue.map((item) => item.cardId)).toEqual(['second']);
    expect(await countPending(ann)).toBe(2);
  });

  it("offers the learner's most recently played unfinished session, and only the learner's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ann = learner();
    const bob = learner();
    const first = runIn(ann, 'session-first');
    const second = runIn(ann, 'session-second');
    at('2026-11-23T10:00:00.000Z');
    await saveRun(first);
    at('2026-11-23T10:01:00.000Z');
    await saveRun(second);
    at('2026-11-23T10:02:00.000Z');
    await saveRun(runIn(bob, 'session-of-bob'));
    expect((await loadRun(ann))?.sessionId).toBe('session-second');
    // An answer in the first session makes it the one last played.
    at('2026-11-23T10:03:00.000Z');
    await enqueueAnswer(ann, review('r1', '2026-11-23T10:03:00.000Z'), {
      ...first,
      queue: first.queue.slice(1),
    });
    expect((await loadRun(ann))?.sessionId).toBe('session-first');
    // Declining to resume drops the session offered; the other is offered next.
    await clearRun(ann);
    expect((await loadRun(ann))?.sessionId).toBe('session-second');
    expect((await loadRun(bob))?.sessionId).toBe('session-of-bob');
  });
});
