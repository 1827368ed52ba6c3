import { type CardState, newCardState, stateNumber } from '../study/card-state';
import { studyDayOf } from '../study/day-boundary';
import type { RatingValue } from '../study/ratings';
import type { Scheduler } from '../study/scheduler';

/** One row of Anki's revlog, as the importer reads it. */
export type AnkiRevlogEntry = {
  /** The time of the review, in milliseconds since the epoch (Anki's revlog id). */
  id: number;
  /** 1–4 (Again, Hard, Good, Easy); 0 for a manual change of schedule, not an answer. */
  ease: number;
  /** 0 learning, 1 review, 2 relearning, 3 filtered (cram), 4 manual, 5 rescheduled. */
  type: number;
  /** Milliseconds taken to answer. */
  time: number;
  /** The interval given (days; negative: seconds), 0 for a reset to new. */
  ivl: number;
  /**
   * The ease factor after the answer (permille, 2500 = 250%). 0 on an answer in a filtered deck that
   * does not reschedule (cramming): the card's schedule did not move, so it is not a review.
   */
  factor: number;
};

/** A review as it goes into our review log. */
export type ReplayedReview = {
  revlogId: number;
  reviewedAt: string;
  studyDay: string;
  rating: RatingValue;
  stateBefore: number;
  scheduledDaysBefore: number;
  elapsedDays: number;
  scheduledDaysAfter: number;
  durationMs: number;
};

const FILTERED = 3;
const MANUAL = 4;
// Anki times an answer for at most its "maximum answer seconds"; anything beyond an hour is a clock
// fault, not study time.
const MAX_DURATION_MS = 3_600_000;

/**
 * Whether a revlog row is an answer (ease 1–4 in a learning, review, relearning or filtered deck), as
 * Anki's FSRS counts them: manual and rescheduled entries are not, nor is a cram answer (filtered, ease
 * factor 0), which Anki logs without moving the card; replayed, it would count as a lapse or review.
 */
export function isAnswer(entry: AnkiRevlogEntry): boolean {
  const cram = entry.type === FILTERED && entry.factor === 0;
  return entry.ease >= 1 && entry.ease <= 4 && entry.type >= 0 && entry.type < MANUAL && !cram;
}

/** "Forget" in Anki: a manual entry that puts the card back to new. FSRS starts over after it. */
function isReset(entry: AnkiRevlogEntry): boolean {
  return entry.ease === 0 && entry.ivl === 0 && entry.type >= MANUAL;
}

/**
 * A card's FSRS state from its Anki history: every answer replayed in time order through our
 * scheduler (the learner's retention, time zone and parameters), each becoming a review of our log
 * with its original time and rating. Manual changes of schedule and cram answers are not answers and
 * are left out, as are entries dated after the import; a
 * reset to new starts the card over, as Anki's FSRS does. Without answers the card is new.
 */
export function replayAnkiHistory(
  cardId: string,
  history: readonly AnkiRevlogEntry[],
  context: { scheduler: Scheduler; timeZone: string; addedAt: Date; now: Date },
): { card: CardState; reviews: ReplayedReview[] } {
  // An entry dated after the import is a device clock's fault, not an answer yet to come: kept, it
  // made the card's last review a future one, so every real answer until then was older than it and
  // could not move the card, and it wrote a study day that has not happened.
  const sorted = history.filter((entry) => entry.id <= context.now.getTime()).sort((a, b) => a.id - b.id);
  let card = newCardState(context.addedAt);
  const reviews: ReplayedReview[] = [];
  for (const entry of sorted) {
    if (isReset(entry)) {
      card = newCardState(new Date(entry.id));
      continue;
    }
    if (!isAnswer(entry)) continue;
    const reviewedAt = new Date(entry.id);
    const rating = entry.ease as RatingValue;
    const outcome = context.scheduler.review(cardId, card, rating, reviewedAt);
    reviews.push({
      revlogId: entry.id,
      reviewedAt: reviewedAt.toISOString(),
      studyDay: studyDayOf(reviewedAt, context.timeZone),
      rating,
      stateBefore: stateNumber[card.state],
      scheduledDaysBefore: card.scheduledDays,
      elapsedDays: outcome.elapsedDays,
      scheduledDaysAfter: outcome.card.scheduledDays,
      durationMs: Math.min(MAX_DURATION_MS, Math.max(0, Math.round(entry.time))),
    });
    card = outcome.card;
  }
  return { card, reviews };
}
