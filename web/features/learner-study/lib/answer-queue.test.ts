import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewSubmission } from '~/core/study/review';
import {
  clearRun,
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
});
