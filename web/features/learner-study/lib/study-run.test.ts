import { describe, expect, it } from 'vitest';
import { reviewResult, studyItem, studySession } from './study-item-factory';
import {
  correctAnswer,
  createRun,
  currentItem,
  isFinished,
  missedWords,
  type RunAnswer,
  reconcile,
  recordAnswer,
  runProgress,
  summarise,
} from './study-run';

const a = studyItem({ cardId: 'a' });
const b = studyItem({ cardId: 'b' });
const answer = (cardId: string, rating: 1 | 2 | 3 | 4, correct: boolean | null = null): RunAnswer => ({
  reviewId: `review-${cardId}-${rating}`,
  cardId,
  word: cardId,
  rating,
  correct,
  provisional: true,
  durationMs: 2000,
});

describe('a study run', () => {
  it('moves through the queue and counts progress, a card that comes back included', () => {
    let run = createRun('u', studySession([a, b]));
    expect(runProgress(run)).toEqual({ left: 2, again: 0, done: 0, total: 2 });
    run = recordAnswer(run, answer('a', 1), { againThisSession: true });
    expect(run.queue.map((item) => item.cardId)).toEqual(['b', 'a']);
    // The count of cards left only goes down; the card that came back is counted apart.
    expect(runProgress(run)).toEqual({ left: 1, again: 1, done: 1, total: 2 });
    // Answered offline: the intervals it came back with are no longer right.
    expect(run.queue[1]?.intervalsStale).toBe(true);
    run = recordAnswer(run, answer('b', 3), { againThisSession: false });
    expect(runProgress(run)).toEqual({ left: 0, again: 1, done: 2, total: 2 });
    run = recordAnswer(run, answer('a', 3), { againThisSession: false });
    expect(runProgress(run)).toEqual({ left: 0, again: 0, done: 2, total: 2 });
    expect(missedWords(run)).toEqual([{ cardId: 'a', word: 'a' }]);
    expect(isFinished(run)).toBe(true);
    expect(currentItem(run)).toBeUndefined();
  });

  it('takes the server’s intervals for a card that comes back', () => {
    const fresh = { ...a.intervals, good: { ...a.intervals.good, intervalMs: 86_400_000 } };
    const run = recordAnswer(createRun('u', studySession([a])), answer('a', 1), {
      againThisSession: true,
      result: reviewResult({ id: 'r', cardId: 'a', intervals: fresh, card: a.card, againThisSession: true }),
    });
    expect(run.queue[0]?.intervals.good.intervalMs).toBe(86_400_000);
    expect(run.queue[0]?.intervalsStale).toBe(false);
  });

  it('follows the server when it decides otherwise about a card coming back', () => {
    let run = createRun('u', studySession([a, b]));
    run = recordAnswer(run, answer('a', 1), { againThisSession: true });
    run = reconcile(run, a, reviewResult({ id: 'r', cardId: 'a', againThisSession: false }));
    expect(run.queue.map((item) => item.cardId)).toEqual(['b']);
    run = recordAnswer(run, answer('b', 3), { againThisSession: false });
    run = reconcile(
      run,
      b,
      reviewResult({ id: 's', cardId: 'b', againThisSession: true, intervals: b.intervals, card: b.card }),
    );
    expect(run.queue.map((item) => item.cardId)).toEqual(['b']);
    // A replayed answer (duplicate) the server says nothing about changes nothing.
    expect(reconcile(run, b, reviewResult({ id: 's', cardId: 'b', status: 'duplicate', rating: null }))).toBe(
      run,
    );
  });

  it('follows a resent answer’s first delivery: a card the server put back in its steps comes back', () => {
    // The first delivery timed out on the device, which graded the answer itself (not due again);
    // the resend is told what the server did with it the first time.
    let run = createRun('u', studySession([a, b]));
    run = recordAnswer(run, answer('a', 3), { againThisSession: false });
    const replay = reviewResult({
      id: 'r',
      cardId: 'a',
      status: 'duplicate',
      rating: 1,
      againThisSession: true,
      intervals: a.intervals,
      card: a.card,
    });
    expect(reconcile(run, a, replay).queue.map((item) => item.cardId)).toEqual(['b', 'a']);
  });

  it('ignores a late result for an answer the learner has since answered again', () => {
    // Again on a, Easy on b, Easy on a when it came back: the run is over. Only then does the server's
    // result for the first answer arrive, saying a is due again this session: it stays over.
    let run = createRun('u', studySession([a, b]));
    run = recordAnswer(run, answer('a', 1), { againThisSession: true });
    run = recordAnswer(run, answer('b', 4), { againThisSession: false });
    run = recordAnswer(run, answer('a', 4), { againThisSession: false });
    expect(isFinished(run)).toBe(true);
    const late = reviewResult({
      id: 'review-a-1',
      cardId: 'a',
      againThisSession: true,
      intervals: a.intervals,
      card: a.card,
    });
    expect(reconcile(run, a, late)).toBe(run);
    // The last answer's own result is still followed.
    const last = reviewResult({
      id: 'review-a-4',
      cardId: 'a',
      againThisSession: true,
      intervals: a.intervals,
      card: a.card,
    });
    expect(reconcile(run, a, last).queue.map((item) => item.cardId)).toEqual(['a']);
  });

  it('drops a card whose word was deleted meanwhile: the server refused its answer, and would every later one', () => {
    const gone = (id: string) =>
      reviewResult({
        id,
        cardId: 'a',
        status: 'rejected',
        error: { code: 'WORD_NOT_FOUND', message: 'Word not found in your words.' },
      });
    // Again on a: the device put it back at the end, behind b.
    let run = recordAnswer(createRun('u', studySession([a, b])), answer('a', 1), { againThisSession: true });
    expect(run.queue.map((item) => item.cardId)).toEqual(['b', 'a']);
    run = reconcile(run, a, gone('review-a-1'));
    expect(run.queue.map((item) => item.cardId)).toEqual(['b']);
    // The last card: the run is over rather than asking it again.
    run = recordAnswer(createRun('u', studySession([a])), answer('a', 1), { againThisSession: true });
    expect(isFinished(reconcile(run, a, gone('review-a-1')))).toBe(true);
    // Another refusal (an answer dated before the word was added) leaves the card to be answered anew.
    run = recordAnswer(createRun('u', studySession([a, b])), answer('a', 1), { againThisSession: true });
    const refused = reviewResult({
      id: 'review-a-1',
      cardId: 'a',
      status: 'rejected',
      error: { code: 'REVIEWED_BEFORE_CARD', message: 'This answer is dated before the word was added.' },
    });
    expect(reconcile(run, a, refused)).toBe(run);
  });

  it('sums up ratings, right answers and time, with the server’s grade once it came', () => {
    let run = createRun('u', studySession([a, b]));
    run = recordAnswer(run, answer('a', 1, false), { againThisSession: false });
    run = recordAnswer(run, answer('b', 3, true), { againThisSession: false });
    run = correctAnswer(run, 'review-a-1', { rating: 2, correct: true, provisional: false });
    expect(summarise(run)).toEqual({
      answered: 2,
      byRating: { 1: 0, 2: 1, 3: 1, 4: 0 },
      graded: 2,
      correct: 2,
      durationMs: 4000,
    });
  });
});
