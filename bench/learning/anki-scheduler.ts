import type { CardStateName } from '~/core/study/card-state';
import { AnkiSteps, withReviewFuzz } from './anki-steps';
import { unitHash } from './draws';
import { dayStart, type SimScheduler, studyDay } from './sim-scheduler';

// A card scheduled Anki's way (rslib/src/scheduler/states: learning.rs, review.rs, relearning.rs):
// minutes-long learning and relearning steps, then reviews in whole study days. What a passed or
// failed review does to the interval is the policy's: Anki's SM-2, or a fixed ladder.

export type AnkiCard = {
  phase: CardStateName;
  /** Anki's remaining_steps while in (re)learning. */
  remaining: number;
  due: number;
  /** The interval the card was given, in days (Anki's scheduled_days). */
  interval: number;
  /** Study day of the last review. */
  lastDay: number;
  ease: number;
  reps: number;
  lapses: number;
  /** Position on a fixed ladder (fixed intervals only). */
  level: number;
};

export type AnkiConfig = {
  learningSteps: readonly number[];
  relearningSteps: readonly number[];
  graduatingInterval: number;
  easyInterval: number;
  startingEase: number;
  maximumInterval: number;
  fuzz: boolean;
};

/** Anki's deck-option defaults. */
export const ankiDefaults: AnkiConfig = {
  learningSteps: [1, 10],
  relearningSteps: [10],
  graduatingInterval: 1,
  easyInterval: 4,
  startingEase: 2.5,
  maximumInterval: 36500,
  fuzz: true,
};

export type ReviewContext = {
  card: AnkiCard;
  /** Study days late (negative when early). */
  daysLate: number;
  /** Fuzz factor in [0, 1), or null without fuzz. */
  fuzz: number | null;
};

export interface ReviewPolicy {
  /** The new interval (days) and card fields after a passed review (rating 2–4). */
  passed(rating: 2 | 3 | 4, context: ReviewContext): { interval: number; ease?: number; level?: number };
  /** The interval (days) to return to after relearning a lapse, and card fields. */
  lapsed(card: AnkiCard): { interval: number; ease?: number; level?: number };
}

export function ankiScheduler(
  name: string,
  policy: ReviewPolicy,
  config = ankiDefaults,
): SimScheduler<AnkiCard> {
  const learning = new AnkiSteps(config.learningSteps);
  const relearning = new AnkiSteps(config.relearningSteps);
  const toReview = (card: AnkiCard, interval: number, today: number): AnkiCard => ({
    ...card,
    phase: 'review',
    remaining: 0,
    interval,
    lastDay: today,
    due: dayStart(today + interval),
  });
  const inSteps = (
    card: AnkiCard,
    phase: 'learning' | 'relearning',
    remaining: number,
    delay: number,
    now: number,
  ) => ({ ...card, phase, remaining, due: now + delay }) satisfies AnkiCard;

  return {
    name,
    create: (now) => ({
      phase: 'new',
      remaining: learning.count,
      due: now,
      interval: 0,
      lastDay: studyDay(now),
      ease: config.startingEase,
      reps: 0,
      lapses: 0,
      level: 0,
    }),
    due: (card) => card.due,
    inSteps: (card) => card.phase === 'learning' || card.phase === 'relearning',
    stateName: (card) => card.phase,
    review(id, before, rating, now) {
      const today = studyDay(now);
      const fuzz = config.fuzz ? unitHash(id, before.reps) : null;
      const card: AnkiCard = { ...before, reps: before.reps + 1 };
      const graduate = (days: number) =>
        toReview(
          { ...card, ease: config.startingEase, lapses: 0, level: 0 },
          withReviewFuzz(fuzz, days, 1, config.maximumInterval),
          today,
        );

      if (card.phase === 'new' || card.phase === 'learning') {
        const remaining = card.phase === 'new' ? learning.count : card.remaining;
        if (rating === 1) return inSteps(card, 'learning', learning.count, learning.againDelay() ?? 0, now);
        if (rating === 2) {
          const delay = learning.hardDelay(remaining);
          return delay === null
            ? graduate(config.graduatingInterval)
            : inSteps(card, 'learning', remaining, delay, now);
        }
        if (rating === 3) {
          const delay = learning.goodDelay(remaining);
          if (delay !== null)
            return inSteps(card, 'learning', learning.remainingAfterGood(remaining), delay, now);
          return graduate(config.graduatingInterval);
        }
        return graduate(config.easyInterval);
      }

      if (card.phase === 'relearning') {
        if (rating === 1) {
          const { interval } = policy.lapsed(card);
          return inSteps(
            { ...card, interval },
            'relearning',
            relearning.count,
            relearning.againDelay() ?? 0,
            now,
          );
        }
        if (rating === 2) {
          const delay = relearning.hardDelay(card.remaining);
          if (delay !== null) return inSteps(card, 'relearning', card.remaining, delay, now);
          return toReview(card, card.interval, today);
        }
        if (rating === 3) {
          const delay = relearning.goodDelay(card.remaining);
          if (delay !== null)
            return inSteps(card, 'relearning', relearning.remainingAfterGood(card.remaining), delay, now);
          return toReview(card, card.interval, today);
        }
        return toReview(card, card.interval + 1, today);
      }

      // A card in review.
      if (rating === 1) {
        const lapsed = { ...card, lapses: card.lapses + 1, ...policy.lapsed(card) };
        const delay = relearning.againDelay();
        if (delay === null) return toReview(lapsed, lapsed.interval, today);
        return inSteps(lapsed, 'relearning', relearning.count, delay, now);
      }
      const daysLate = today - card.lastDay - card.interval;
      const passed = policy.passed(rating, { card, daysLate, fuzz });
      return toReview({ ...card, ...passed }, passed.interval, today);
    },
  };
}
