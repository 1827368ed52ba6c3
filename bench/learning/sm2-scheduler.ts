import {
  type AnkiCard,
  type AnkiConfig,
  ankiDefaults,
  ankiScheduler,
  type ReviewContext,
} from './anki-scheduler';
import { withReviewFuzz } from './anki-steps';
import type { SimScheduler } from './sim-scheduler';

// Anki's SM-2 with its deck-option defaults (rslib/src/scheduler/states/review.rs): starting ease
// 250 %, Hard ×1.2 and ease −15, Good ×ease with half the days late counted, Easy ×ease×1.3 with all
// of them and ease +15; each at least a day more than the one before; a lapse costs 20 points of ease
// (never below 130 %) and, with "new interval" 0 %, returns the card at the minimum of 1 day after its
// 10-minute relearning step. The interval modifier multiplies passed reviews' intervals, before fuzz.
// Reviews done early (not in this simulation: nothing is reviewed before its day) follow Anki's
// early-review rule.

const HARD = 1.2;
const EASY_BONUS = 1.3;
const MINIMUM_EASE = 1.3;
const LAPSE_NEW_INTERVAL = 0;
const MINIMUM_LAPSE_INTERVAL = 1;

export function sm2Intervals(modifier: number, { card, daysLate, fuzz }: ReviewContext) {
  const max = ankiDefaults.maximumInterval;
  const constrain = (days: number, minimum: number, fuzzed: boolean) =>
    withReviewFuzz(fuzzed ? fuzz : null, days * modifier, Math.min(Math.max(minimum, 1), max), max);
  const current = card.interval;
  if (daysLate < 0) {
    const elapsed = current + daysLate;
    const good = Math.max(elapsed * card.ease, current);
    return {
      hard: constrain(Math.max(elapsed * HARD, current * (HARD / 2)), 0, false),
      good: constrain(good, 0, false),
      easy: constrain(good * (EASY_BONUS - (EASY_BONUS - 1) / 2), 0, false),
    };
  }
  const hard = constrain(current * HARD, current + 1, true);
  const good = constrain((current + daysLate / 2) * card.ease, hard + 1, true);
  const easy = constrain((current + daysLate) * card.ease * EASY_BONUS, good + 1, true);
  return { hard, good, easy };
}

export function sm2Scheduler(modifier = 1, config: AnkiConfig = ankiDefaults): SimScheduler<AnkiCard> {
  const label = modifier === 1 ? '' : `, interval modifier ${Math.round(modifier * 100)} %`;
  return ankiScheduler(
    `SM-2 (Anki defaults${label})`,
    {
      passed(rating, context) {
        const { hard, good, easy } = sm2Intervals(modifier, context);
        const { ease } = context.card;
        if (rating === 2) return { interval: hard, ease: Math.max(MINIMUM_EASE, ease - 0.15) };
        if (rating === 3) return { interval: good };
        return { interval: easy, ease: ease + 0.15 };
      },
      lapsed: (card) => ({
        interval: Math.max(Math.floor(card.interval * LAPSE_NEW_INTERVAL), MINIMUM_LAPSE_INTERVAL, 1),
        ease: Math.max(MINIMUM_EASE, card.ease - 0.2),
      }),
    },
    config,
  );
}
