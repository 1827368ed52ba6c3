import { describe, expect, it } from 'vitest';
import { newHeldReason, todaysAllowance, todaysTake } from './daily-allowance';
import { buildStudyQueue, type CardSummary } from './study-queue';

const now = new Date('2026-11-23T09:30:00.000Z');
const dayEnd = new Date('2026-11-24T04:00:00.000Z');
const card = (id: string, state: CardSummary['state'], due: Date): CardSummary => ({
  id,
  state,
  due: due.toISOString(),
  lastReview: state === 'new' ? null : new Date(now.getTime() - 86_400_000 * 3).toISOString(),
  addedAt: new Date(now.getTime() - 86_400_000 * 10).toISOString(),
});
const many = (n: number, make: (i: number) => CardSummary) => Array.from({ length: n }, (_, i) => make(i));

describe('todaysTake', () => {
  it('counts what the queue takes, whatever the cards waiting and the day so far', () => {
    const yesterday = new Date(now.getTime() - 86_400_000);
    for (const learning of [0, 2])
      for (const review of [0, 1, 3, 6])
        for (const fresh of [0, 2, 7])
          for (const maxReviewsPerDay of [0, 2, 5, 10])
            for (const reviewsDone of [0, 1, 4]) {
              const allowance = todaysAllowance(
                { newCardsPerDay: 4, maxReviewsPerDay },
                { newCardsStudied: 1, reviewsDone },
              );
              const cards = [
                ...many(learning, (i) => card(`l${i}`, 'learning', now)),
                ...many(review, (i) => card(`r${i}`, 'review', yesterday)),
                ...many(fresh, (i) => card(`n${i}`, 'new', now)),
              ];
              const queue = buildStudyQueue(cards, { now, dayEnd, allowance });
              const take = todaysTake(allowance, { learning, review, new: fresh });
              const reviewsTaken = queue.filter((c) => c.state === 'review').length;
              expect(take).toEqual({
                due: queue.filter((c) => c.state !== 'new').length,
                newCards: queue.filter((c) => c.state === 'new').length,
                held: review - reviewsTaken,
                newHeld: fresh - queue.filter((c) => c.state === 'new').length,
              });
            }
  });
});

describe('newHeldReason', () => {
  // [case, the learner's limits, their day so far, the cards waiting, the new words held and why]
  it.each([
    [
      'new words off: the new-word limit is 0, nothing studied today',
      { newCardsPerDay: 0, maxReviewsPerDay: 200 },
      { newCardsStudied: 0, reviewsDone: 0 },
      { review: 0, new: 23 },
      { newHeld: 23, reason: 'newWordsOff' },
    ],
    [
      'new words off first: with the review maximum filled too, tomorrow brings none',
      { newCardsPerDay: 0, maxReviewsPerDay: 2 },
      { newCardsStudied: 0, reviewsDone: 2 },
      { review: 0, new: 23 },
      { newHeld: 23, reason: 'newWordsOff' },
    ],
    [
      'the new-word limit, before today’s new words are studied',
      { newCardsPerDay: 2, maxReviewsPerDay: 200 },
      { newCardsStudied: 0, reviewsDone: 0 },
      { review: 0, new: 25 },
      { newHeld: 23, reason: 'dailyLimitReached' },
    ],
    [
      'the new-word limit, once today’s new words are studied',
      { newCardsPerDay: 2, maxReviewsPerDay: 200 },
      { newCardsStudied: 2, reviewsDone: 10 },
      { review: 0, new: 23 },
      { newHeld: 23, reason: 'dailyLimitReached' },
    ],
    [
      'the review maximum, filled by today’s new words before the new-word limit',
      { newCardsPerDay: 20, maxReviewsPerDay: 2 },
      { newCardsStudied: 2, reviewsDone: 0 },
      { review: 0, new: 23 },
      { newHeld: 23, reason: 'reviewLimitReached' },
    ],
    [
      'the review maximum, filled by the due reviews the queue takes first',
      { newCardsPerDay: 20, maxReviewsPerDay: 3 },
      { newCardsStudied: 0, reviewsDone: 0 },
      { review: 3, new: 5 },
      { newHeld: 5, reason: 'reviewLimitReached' },
    ],
  ] as const)('names %s', (_case, settings, counts, waiting, expected) => {
    const allowance = todaysAllowance(settings, counts);
    const take = todaysTake(allowance, { learning: 0, ...waiting });
    const reason = newHeldReason(settings, counts, { reviewsTaken: waiting.review - take.held });
    expect({ newHeld: take.newHeld, reason }).toEqual(expected);
  });
});
