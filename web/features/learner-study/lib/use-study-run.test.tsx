// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewSubmission } from '~/core/study/review';
import { enqueueAnswer, loadRun, saveRun } from './answer-queue';
import { createReviewSync } from './review-sync';
import { choiceItem, flashcardAnswer, reviewResult, studyItem, studySession } from './study-item-factory';
import { createRun } from './study-run';
import { useStudyRun } from './use-study-run';

afterEach(cleanup);

let learners = 0;

/** A run of two flashcards, and a server that applies every answer it is sent. */
function playRun({ userId = `run-learner-${++learners}`, sessionId = crypto.randomUUID() as string } = {}) {
  const first = studyItem({ cardId: 'card-first' });
  const second = studyItem({ cardId: 'card-second' });
  const sent: ReviewSubmission[] = [];
  const send = vi.fn(async (reviews: ReviewSubmission[]) => {
    sent.push(...reviews);
    return { results: reviews.map((review) => reviewResult({ id: review.id, cardId: review.cardId })) };
  });
  const sync = createReviewSync(userId, send);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const initial = createRun(userId, studySession([first, second], { id: sessionId }));
  const hook = renderHook(() => useStudyRun(initial, sync), { wrapper });
  return { hook, sent, sync, userId };
}

const easy = { method: 'flashcards', rating: 4 } as const;

const review = (id: string): ReviewSubmission => flashcardAnswer(id, { cardId: 'card' });

describe('useStudyRun', () => {
  it('takes one answer for the card on screen however often it is given before it is stored', async () => {
    const { hook, sent, sync } = playRun();
    const { answer } = hook.result.current;
    // A double click, or a key held down: three answers before the first is graded and stored.
    await act(() => Promise.all([answer(easy, 0), answer(easy, 0), answer(easy, 0)]));
    await act(() => sync.flush());
    expect(hook.result.current.run.answers.map((given) => given.cardId)).toEqual(['card-first']);
    expect(hook.result.current.run.queue.map((item) => item.cardId)).toEqual(['card-second']);
    expect(sent.map((review) => review.cardId)).toEqual(['card-first']);
  });

  it('does not give the next card the answer of the one before, drawn before it moved on', async () => {
    const { hook, sent, sync } = playRun();
    const drawnWithFirst = hook.result.current.answer;
    await act(() => drawnWithFirst(easy, 0));
    // The first card's listener, still there until the next card is drawn, hears a second key.
    await act(() => drawnWithFirst(easy, 0));
    await act(() => sync.flush());
    expect(hook.result.current.run.queue.map((item) => item.cardId)).toEqual(['card-second']);
    // Drawn, the second card takes its own answer.
    await act(() => hook.result.current.answer(easy, 1));
    await act(() => sync.flush());
    expect(hook.result.current.run.answers.map((given) => given.cardId)).toEqual([
      'card-first',
      'card-second',
    ]);
    expect(hook.result.current.phase).toBe('finished');
    expect(sent.map((review) => review.cardId)).toEqual(['card-first', 'card-second']);
  });

  it('an answer the device cannot keep is not taken, and says so; the card stays for another try', async () => {
    const { hook, sent, sync } = playRun();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await act(() => hook.result.current.answer(easy, 0));
    expect(hook.result.current.saveFailed).toBe(true);
    expect(hook.result.current.run.answers).toEqual([]);
    expect(hook.result.current.run.queue[0]?.cardId).toBe('card-first');
    full.mockRestore();
    await act(() => hook.result.current.answer(easy, 0));
    await act(() => sync.flush());
    expect(hook.result.current.saveFailed).toBe(false);
    expect(sent.map((review) => review.cardId)).toEqual(['card-first']);
  });

  it("finishing a session in one tab keeps the other tab's session to resume", async () => {
    const userId = `run-learner-${++learners}`;
    const otherTab = createRun(
      userId,
      studySession([studyItem({ cardId: 'card-other' })], { id: 'other-tab' }),
    );
    await saveRun(otherTab);
    const { hook, sync } = playRun({ userId, sessionId: 'this-tab' });
    await act(() => hook.result.current.answer(easy, 0));
    await act(() => hook.result.current.answer(easy, 1));
    await act(() => sync.flush());
    expect(hook.result.current.phase).toBe('finished');
    const resumed = await loadRun(userId);
    expect(resumed?.sessionId).toBe('other-tab');
    expect(resumed?.queue.map((item) => item.cardId)).toEqual(['card-other']);
  });

  it('a reload resumes the tab’s own session, even when another tab answered since', async () => {
    const { hook, sync, userId } = playRun({ sessionId: 'this-tab' });
    await act(() => hook.result.current.answer(easy, 0));
    await act(() => sync.flush());
    // Another tab (its own sessionStorage) plays a session of its own, later.
    const mine = { ...sessionStorage };
    sessionStorage.clear();
    const other = createRun(
      userId,
      studySession([studyItem(), studyItem({ cardId: 'b' })], { id: 'other-tab' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueAnswer(userId, review('other-answer'), { ...other, queue: other.queue.slice(1) });
    sessionStorage.clear();
    for (const [key, value] of Object.entries(mine)) sessionStorage.setItem(key, value);

    const resumed = await loadRun(userId);
    expect(resumed?.sessionId).toBe('this-tab');
    expect(resumed?.queue.map((item) => item.cardId)).toEqual(['card-second']);
  });
});

describe('useStudyRun, an answer the server refuses', () => {
  /** A server that refuses every answer: the word is no longer the learner's. */
  function refusingEveryAnswer(message: string) {
    const userId = `run-learner-${++learners}`;
    const sync = createReviewSync(userId, async (reviews) => ({
      results: reviews.map((review) =>
        reviewResult({
          id: review.id,
          cardId: review.cardId,
          status: 'rejected',
          rating: null,
          wordStatus: null,
          error: { code: 'WORD_NOT_FOUND', message },
        }),
      ),
    }));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { userId, sync, wrapper };
  }

  it('says it was refused (not graded on the device, to be confirmed), and it waits for nothing more', async () => {
    const { userId, sync, wrapper } = refusingEveryAnswer('Word not found');
    const initial = createRun(userId, studySession([choiceItem(), choiceItem({ cardId: 'card-next' })]));
    const hook = renderHook(() => useStudyRun(initial, sync), { wrapper });
    await act(() => hook.result.current.answer({ method: 'multipleChoice', chosenOptionId: 'opt-1' }, 0));
    const outcome = hook.result.current.feedback?.outcome;
    expect(outcome?.refused).toEqual({ code: 'WORD_NOT_FOUND', reason: 'Word not found' });
    expect(outcome?.provisional).toBe(false);
    expect(hook.result.current.run.answers.map((given) => given.provisional)).toEqual([false]);
  });

  it('does not ask a card whose word was deleted meanwhile again: the last one gives way to the summary', async () => {
    const { userId, sync, wrapper } = refusingEveryAnswer('Word not found in your words.');
    const initial = createRun(userId, studySession([studyItem({ cardId: 'card-gone' })]));
    const hook = renderHook(() => useStudyRun(initial, sync), { wrapper });
    // Again on the one card: the device puts it back, so it is on screen again at once.
    await act(() => hook.result.current.answer({ method: 'flashcards', rating: 1 }, 0));
    await act(() => sync.flush());
    await vi.waitFor(() => expect(hook.result.current.phase).toBe('finished'));
    expect(hook.result.current.run.queue).toEqual([]);
    expect(hook.result.current.run.answers.map((given) => given.cardId)).toEqual(['card-gone']);
  });
});

describe('useStudyRun, ended while an answer is checked', () => {
  it('keeps the summary when the answer’s verdict arrives after End session', async () => {
    const userId = `run-learner-${++learners}`;
    let reply: () => void = () => {};
    const sync = createReviewSync(
      userId,
      (reviews) =>
        new Promise((resolve) => {
          reply = () =>
            resolve({ results: reviews.map((r) => reviewResult({ id: r.id, cardId: r.cardId })) });
        }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const initial = createRun(userId, studySession([choiceItem(), choiceItem({ cardId: 'card-next' })]));
    const hook = renderHook(() => useStudyRun(initial, sync), { wrapper });
    let answered: Promise<void> = Promise.resolve();
    act(() => {
      answered = hook.result.current.answer({ method: 'multipleChoice', chosenOptionId: 'opt-1' }, 0);
    });
    await vi.waitFor(() => expect(hook.result.current.phase).toBe('checking'));
    await act(() => hook.result.current.end());
    expect(hook.result.current.phase).toBe('finished');
    await act(async () => {
      reply();
      await answered;
    });
    expect(hook.result.current.phase).toBe('finished');
    expect(hook.result.current.feedback).toBeNull();
  });
});
