import { type CardState, newCardState } from '~/core/study/card-state';
import { createScheduler } from '~/core/study/scheduler';
import type { SimScheduler } from './sim-scheduler';

/**
 * FSRS-6 through the product's own wrapper (core/study/scheduler.ts): learning steps 1 and 10 min,
 * relearning 10 min, short-term scheduling on, fuzz on, as learners get it.
 */
export function fsrsScheduler(
  desiredRetention: number,
  parameters?: readonly number[],
  label = 'default parameters',
): SimScheduler<CardState> {
  const scheduler = createScheduler({ desiredRetention, fuzz: true, parameters });
  return {
    name: `FSRS-6 (${label}, retention ${desiredRetention.toFixed(2)})`,
    stateName: (card) => card.state,
    create: (now) => newCardState(new Date(now)),
    due: (card) => Date.parse(card.due),
    inSteps: (card) => card.state === 'learning' || card.state === 'relearning',
    review: (id, card, rating, now) => scheduler.review(String(id), card, rating, new Date(now)).card,
  };
}
