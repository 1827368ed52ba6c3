import type { CardStateName } from '~/core/study/card-state';
import type { RatingValue } from '~/core/study/ratings';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
/** The simulated learners live in UTC; their study day rolls over at 04:00, as Anki's and ours do. */
export const ROLLOVER = 4 * HOUR;

/** The study day (0, 1, …) an instant belongs to. */
export const studyDay = (ms: number) => Math.floor((ms - ROLLOVER) / DAY);
/** When a study day begins. */
export const dayStart = (day: number) => day * DAY + ROLLOVER;

/** What the simulation needs of a scheduler: a card's due time and the card after a rating. */
export interface SimScheduler<C> {
  readonly name: string;
  create(now: number): C;
  /** When the card is next due (ms). A card due before a study day ends is shown that day. */
  due(card: C): number;
  /** Still in minutes-long (re)learning steps: shown again in the same session. */
  inSteps(card: C): boolean;
  /** The card's state for the review log (new, learning, review, relearning). */
  stateName(card: C): CardStateName;
  review(id: number, card: C, rating: RatingValue, now: number): C;
}
