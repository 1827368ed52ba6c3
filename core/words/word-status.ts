import type { CardState } from '../study/card-state';

/** Stability (days) at which a word counts as learned: memory lasting three weeks. */
export const LEARNED_STABILITY_DAYS = 21;

export const learnerWordStatuses = ['new', 'learning', 'learned'] as const;
export type LearnerWordStatus = (typeof learnerWordStatuses)[number];

/**
 * A word's status from its card: `new` until first studied, then `learning`, and `learned` once the
 * card's memory stability reaches 21 days. A lapse that drops stability below it makes it `learning`
 * again. The scheduler (next issue) stores the result beside the card.
 */
export function wordStatusOf(
  card: Pick<CardState, 'reps' | 'stability' | 'state'> | null,
): LearnerWordStatus {
  if (!card || card.reps === 0 || card.state === 'new') return 'new';
  return card.stability >= LEARNED_STABILITY_DAYS ? 'learned' : 'learning';
}
