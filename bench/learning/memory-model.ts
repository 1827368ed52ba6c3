import type { Random } from '~/core/study/random';
import type { RatingValue } from '~/core/study/ratings';

// What the simulation needs of a "true" memory: the chance of recalling a word now, and what seeing
// it does. Schedulers never see any of it; they see only the learner's ratings.

export interface WordMemory {
  /** Probability of recalling the word at `now` (ms); 0 before it was first seen. */
  probability(now: number): number;
  /**
   * The word shown for the first time, with its answer. `rating` is the learner's first rating: what
   * they already knew of it (Again for a word new to them, Easy for one they knew).
   */
  firstSight(now: number, rating: RatingValue): void;
  /** A review at `now`: recalled or not, then the answer shown; `rating` is how the learner rated it. */
  review(now: number, recalled: boolean, rating: RatingValue): void;
}

export type SimulatedWord = {
  memory: WordMemory;
  /** How easy the word is for this learner (ability against difficulty) as a standard score. */
  skill: number;
};

export interface SimulatedLearner {
  drawWord(random: Random): SimulatedWord;
}

export interface MemoryModel {
  readonly name: string;
  drawLearner(random: Random): SimulatedLearner;
}

/**
 * The anchor both models are calibrated to, and only at this point: the chance of recalling a word a
 * day after it was first seen, by the first rating. It is FSRS-6's forgetting curve at one day for its
 * default initial stabilities (0.212, 1.2931, 2.3065, 8.2956 days, decay 0.1542), which are the
 * medians over the ~10,000 Anki collections of the srs-benchmark: the nearest thing to a measurement of
 * first-day recall by first rating in real review logs. What happens after that first day is each
 * model's own.
 */
export const FIRST_DAY_RECALL: Record<RatingValue, number> = { 1: 0.766, 2: 0.917, 3: 0.947, 4: 0.983 };
