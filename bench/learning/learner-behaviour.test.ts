import { describe, expect, it } from 'vitest';
import { seededRandom } from '~/core/study/random';
import { normal } from './draws';
import { FIRST_RATING_SHARE, firstRating, PASS_RATING_SHARE, reviewRating } from './learner-behaviour';

const shares = (ratings: number[], values: number[]) =>
  values.map((value) => ratings.filter((rating) => rating === value).length / ratings.length);

/** The largest difference between measured and expected shares. */
const gap = (measured: number[], expected: readonly number[]) =>
  Math.max(...measured.map((share, i) => Math.abs(share - expected[i]!)));

describe("the simulated learner's ratings", () => {
  it("give first ratings in Anki users' shares, Easy more often for easier words", () => {
    const random = seededRandom(1);
    const words = Array.from({ length: 40_000 }, () => normal(random));
    const ratings = words.map((skill) => firstRating(skill, random));
    expect(gap(shares(ratings, [1, 2, 3, 4]), FIRST_RATING_SHARE)).toBeLessThan(0.01);
    const easy = words.filter((_, i) => ratings[i] === 4);
    const again = words.filter((_, i) => ratings[i] === 1);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(easy)).toBeGreaterThan(mean(again) + 0.5);
  });

  it("rate recalls Hard, Good and Easy in Anki users' shares at 90 % recall, and more Hard when recall was less likely", () => {
    const random = seededRandom(2);
    const at = (p: number) => Array.from({ length: 40_000 }, () => reviewRating(p, true, false, random));
    expect(gap(shares(at(0.9), [2, 3, 4]), PASS_RATING_SHARE)).toBeLessThan(0.01);
    expect(shares(at(0.7), [2])[0]!).toBeGreaterThan(0.5);
    expect(shares(at(0.98), [4])[0]!).toBeGreaterThan(0.5);
  });

  it('is Again when forgotten and Good in a same-day step', () => {
    const random = seededRandom(3);
    expect(reviewRating(0.99, false, false, random)).toBe(1);
    expect(reviewRating(0.5, true, true, random)).toBe(3);
  });
});

describe('random grades (the FSRS simulator’s assumption)', () => {
  it('keep the shares whatever the chance of recall', () => {
    const random = seededRandom(4);
    for (const p of [0.6, 0.99]) {
      const ratings = Array.from({ length: 40_000 }, () => reviewRating(p, true, false, random, 'random'));
      expect(gap(shares(ratings, [2, 3, 4]), PASS_RATING_SHARE)).toBeLessThan(0.01);
    }
  });
});
