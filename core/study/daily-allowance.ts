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

/**
 * Why new words are held, so the apps can say what is true: `newWordsOff`, the learner's new-word
 * limit is 0 (none come tomorrow either, until they raise it); `dailyLimitReached`, today's new-word
 * limit holds them (once today's are studied, more come tomorrow); `reviewLimitReached`, the review
 * maximum new words count against holds them, filled by today's answers or by the due reviews the
 * queue takes first (more come tomorrow).
 */
export const newHeldReasons = ['newWordsOff', 'dailyLimitReached', 'reviewLimitReached'] as const;
export type NewHeldReason = (typeof newHeldReasons)[number];

/**
 * Whether the learner has turned studying off: a review maximum of 0 (new words count against it),
 * so due reviews and new words wait until it is raised rather than for tomorrow's allowance (cards
 * part-way through their (re)learning steps are never held back, so they still come).
 */
export function reviewsOff(settings: Pick<StudySettings, 'maxReviewsPerDay'>): boolean {
  return settings.maxReviewsPerDay <= 0;
}

/**
 * Why `todaysTake` holds new words back; ask only when it holds some (`newHeld` above 0).
 * `reviewsTaken`: the due reviews taken before them (0 for a session that found nothing).
 * Whichever limit leaves fewer new words is the one holding them; the new-word limit on a tie.
 */
export function newHeldReason(
  settings: Pick<StudySettings, 'newCardsPerDay' | 'maxReviewsPerDay'>,
  counts: TodaysCounts,
  { reviewsTaken }: { reviewsTaken: number },
): NewHeldReason {
  if (settings.newCardsPerDay <= 0) return 'newWordsOff';
  const newWordsLeft = settings.newCardsPerDay - counts.newCardsStudied;
  const roomLeft = settings.maxReviewsPerDay - counts.reviewsDone - counts.newCardsStudied - reviewsTaken;
  return newWordsLeft <= roomLeft ? 'dailyLimitReached' : 'reviewLimitReached';
}
