import { type Card, State } from 'ts-fsrs';
import { z } from 'zod';

// A card's FSRS memory state as plain JSON (dates as ISO strings), stored in a JSONB column beside an
// indexed `due` column. camelCase so it reads like the rest of our JSON; converted to ts-fsrs's Card here.
import { type CardStateName, cardStateNames } from './card-state-names';

export { type CardStateName, cardStateNames };

export const cardStateSchema = z
  .object({
    due: z.iso.datetime({ offset: true }),
    stability: z.number().min(0),
    difficulty: z.number().min(0),
    elapsedDays: z.number().min(0),
    scheduledDays: z.number().min(0),
    learningSteps: z.number().int().min(0),
    reps: z.number().int().min(0),
    lapses: z.number().int().min(0),
    state: z.enum(cardStateNames),
    lastReview: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'CardState' });

export type CardState = z.infer<typeof cardStateSchema>;

/** FSRS's numeric state (the review log's `review_state`: 0 New, 1 Learning, 2 Review, 3 Relearning). */
export const stateNumber: Record<CardStateName, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

/** A card never studied, due at once. */
export function newCardState(now: Date): CardState {
  return {
    due: now.toISOString(),
    stability: 0,
    difficulty: 0,
    elapsedDays: 0,
    scheduledDays: 0,
    learningSteps: 0,
    reps: 0,
    lapses: 0,
    state: 'new',
    lastReview: null,
  };
}

export function toFsrsCard(card: CardState): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: stateNumber[card.state],
    last_review: card.lastReview ? new Date(card.lastReview) : undefined,
  };
}

export function fromFsrsCard(card: Card): CardState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: cardStateNames[card.state]!,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}
