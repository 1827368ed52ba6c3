import { describe, expect, it } from 'vitest';
import type { ReviewLogEntry } from '~/core/study/review-log-csv';
import { fixedScheduler } from './fixed-scheduler';
import { fsrsScheduler } from './fsrs-scheduler';
import { powerLawMemory } from './power-law-memory';
import { studyDay } from './sim-scheduler';
import { simulate } from './simulate';
import { sm2Scheduler } from './sm2-scheduler';

const options = { days: 60, words: 60, newPerDay: 20, maxReviewsPerDay: 200, seed: 11, keepLog: true };
const firstRatings = (log: ReviewLogEntry[]) => {
  const seen = new Map<string, number>();
  for (const entry of log) if (!seen.has(entry.cardId)) seen.set(entry.cardId, entry.rating);
  return [...seen.entries()].sort(([a], [b]) => Number(a) - Number(b));
};

describe('the simulation', () => {
  it('is the same run for the same seeds', () => {
    const a = simulate(powerLawMemory, sm2Scheduler(), options);
    const b = simulate(powerLawMemory, sm2Scheduler(), options);
    expect(b.reviews).toBe(a.reviews);
    expect(b.endRetention).toBe(a.endRetention);
  });

  it('gives every scheduler the same learner, words and first ratings', () => {
    const runs = [sm2Scheduler(), fsrsScheduler(0.9), fixedScheduler()].map((scheduler) =>
      simulate(powerLawMemory, scheduler as never, options),
    );
    const [sm2, ...others] = runs.map((run) => firstRatings(run.log));
    for (const other of others) expect(other).toEqual(sm2);
  });

  it('counts every answer, same-day steps included, and introduces the new words on schedule', () => {
    const run = simulate(powerLawMemory, fsrsScheduler(0.9), options);
    expect(run.reviews).toBe(run.log.length);
    const sameDay = run.log.filter((entry, i) =>
      run.log
        .slice(0, i)
        .some(
          (e) =>
            e.cardId === entry.cardId &&
            studyDay(new Date(e.reviewedAt).getTime()) === studyDay(new Date(entry.reviewedAt).getTime()),
        ),
    ).length;
    expect(run.longTermReviews).toBe(run.reviews - sameDay - 60);
    const firstDay = new Set(
      run.log.filter((e) => studyDay(new Date(e.reviewedAt).getTime()) === 0).map((e) => e.cardId),
    );
    expect(firstDay.size).toBe(20);
  });

  it('holds cards back at the review limit, new ones first', () => {
    const run = simulate(powerLawMemory, sm2Scheduler(), { ...options, maxReviewsPerDay: 10 });
    const cardsPerDay = new Map<number, Set<string>>();
    for (const entry of run.log) {
      const day = studyDay(new Date(entry.reviewedAt).getTime());
      const cards = cardsPerDay.get(day) ?? new Set();
      cards.add(entry.cardId);
      cardsPerDay.set(day, cards);
    }
    for (const cards of cardsPerDay.values()) expect(cards.size).toBeLessThanOrEqual(10);
  });
});
