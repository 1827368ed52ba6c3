import { describe, expect, it } from 'vitest';
import { todaysAllowance, todaysTake } from './daily-allowance';
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
