import { describe, expect, it } from 'vitest';
import { AnkiSteps, withReviewFuzz } from './anki-steps';
import { DAY, MINUTE } from './sim-scheduler';

// Cases from Anki's own tests (ankitects/anki, rslib/src/scheduler/states/steps.rs and fuzz.rs).

describe("Anki's learning steps", () => {
  const secs = (ms: number | null) => (ms === null ? null : ms / 1000);
  it.each([
    [[1, 10], 2, 60, 330, 600],
    [[1, 10], 1, 60, 600, null],
    [[10], 1, 600, 900, null],
    [[1, 10, 100], 3, 60, 330, 600],
    [[1, 10, 100], 2, 60, 600, 6000],
    [[1, 10, 100], 1, 60, 6000, null],
  ])('steps %j with %i remaining: again %is, hard %is, good %s', (minutes, remaining, again, hard, good) => {
    const steps = new AnkiSteps(minutes);
    expect(secs(steps.againDelay())).toBe(again);
    expect(secs(steps.hardDelay(remaining))).toBe(hard);
    expect(secs(steps.goodDelay(remaining))).toBe(good);
  });

  it("gives a lone step's Hard at most a day more than the step", () => {
    expect(new AnkiSteps([(3 * DAY) / MINUTE]).hardDelay(1)).toBe(4 * DAY);
  });

  it('counts the steps left after Good', () => {
    const steps = new AnkiSteps([1, 10]);
    expect(steps.remainingAfterGood(2)).toBe(1);
    expect(steps.remainingAfterGood(1)).toBe(0);
  });
});

describe("Anki's review fuzz", () => {
  it('rounds and clamps without a fuzz factor', () => {
    expect(withReviewFuzz(null, 1.5, 1, 100)).toBe(2);
    expect(withReviewFuzz(null, 0.1, 1, 100)).toBe(1);
    expect(withReviewFuzz(null, 101, 1, 100)).toBe(100);
  });

  it.each([
    [1, 1, 1000, 1, 1, 1],
    [2.49, 1, 1000, 2, 2, 2],
    [2.5, 1, 1000, 2, 3, 4],
    [7, 1, 1000, 5, 7, 9],
    [17, 1, 1000, 14, 17, 20],
    [37, 1, 1000, 33, 37, 41],
    [2, 2, 1000, 2, 2, 2],
    [2, 3, 1000, 3, 4, 4],
    [2, 3, 3, 3, 3, 3],
    [6.9, 3, 1000, 5, 7, 9],
    [19.9, 3, 1000, 17, 20, 23],
    [20.1, 3, 1000, 17, 20, 23],
    [100, 101, 1000, 101, 105, 108],
    [100, 1, 99, 92, 96, 99],
    [100, 97, 103, 97, 100, 103],
  ])(
    '%d days within [%i, %i]: %i at 0, %i at 0.5, %i at 0.99',
    (interval, min, max, lower, middle, upper) => {
      expect(withReviewFuzz(0, interval, min, max)).toBe(lower);
      expect(withReviewFuzz(0.5, interval, min, max)).toBe(middle);
      expect(withReviewFuzz(0.99, interval, min, max)).toBe(upper);
    },
  );
});
