import type { StudySettings } from './study-settings';

export type TodaysCounts = {
  /** Cards studied for the first time since today's study day began. */
  newCardsStudied: number;
  /** Reviews of cards in the review state (not new, not in (re)learning steps) since today began. */
  reviewsDone: number;
};

/** `total`: review and new cards still allowed today; `newCards`: how many of them may be new. */
export type Allowance = { newCards: number; total: number };

/**
 * What a session may still bring today. As in Anki (new cards do not ignore the review limit), new
 * cards count against the review limit too, so a day never holds more than `maxReviewsPerDay` cards;
 * the queue takes due cards first, so new cards are the ones cut when reviews fill the day.
 */
export function todaysAllowance(
  settings: Pick<StudySettings, 'newCardsPerDay' | 'maxReviewsPerDay'>,
  counts: TodaysCounts,
): Allowance {
  const total = Math.max(0, settings.maxReviewsPerDay - counts.reviewsDone - counts.newCardsStudied);
  const newCards = Math.max(0, Math.min(settings.newCardsPerDay - counts.newCardsStudied, total));
  return { newCards, total };
}

/** Cards waiting now, by kind, as today's queue sees them (core/study/study-queue.ts). */
export type WaitingCards = {
  /** (Re)learning cards due within the learn-ahead: never held back, the learner is part-way through. */
  learning: number;
  /** Review cards due before the study day ends. */
  review: number;
  /** Cards never studied. */
  new: number;
};

/**
 * How many of the waiting cards sessions would take now, by the queue's rule (core/study/study-queue.ts
 * applies it card by card): every (re)learning card, review cards up to the allowance, then new cards
 * in what the reviews leave of it. `held`: the due reviews the allowance holds back until tomorrow;
 * `newHeld`: the new cards it holds back, by the new-word limit or by the review maximum they count
 * against (so "nothing now" can say today's new words are done rather than that there are none).
 */
export function todaysTake(allowance: Allowance, waiting: WaitingCards) {
  const reviews = Math.min(waiting.review, allowance.total);
  const newCards = Math.max(0, Math.min(waiting.new, allowance.newCards, allowance.total - reviews));
  return {
    due: waiting.learning + reviews,
    newCards,
    held: waiting.review - reviews,
    newHeld: waiting.new - newCards,
  };
}
