import type { CardSchedule } from '~/core/study/card-schedule';
import type { CardState } from '~/core/study/card-state';
import type { userWord } from '~/server/db/schema';

type UserWordRow = typeof userWord.$inferSelect;

/** user_word's columns that store a card's schedule. */
export const cardColumnKeys = [
  'cardState',
  'dueAt',
  'stability',
  'difficulty',
  'elapsedDays',
  'scheduledDays',
  'learningSteps',
  'reps',
  'lapses',
  'lastReviewAt',
] as const satisfies readonly (keyof UserWordRow)[];
export type CardColumns = Pick<UserWordRow, (typeof cardColumnKeys)[number]>;

// A card lives in user_word's columns; the scheduler works on CardState (core/study/card-state.ts).

/** The scheduler's view of a card. A new card is due from the moment its word was added. */
export function cardStateOf(row: CardColumns & { createdAt: Date }): CardState {
  return {
    due: (row.dueAt ?? row.createdAt).toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.cardState,
    lastReview: row.lastReviewAt?.toISOString() ?? null,
  };
}

/** The columns that store a card state. */
export function cardColumnsOf(card: CardState): CardColumns {
  return {
    cardState: card.state,
    dueAt: card.state === 'new' ? null : new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsedDays,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    lastReviewAt: card.lastReview ? new Date(card.lastReview) : null,
  };
}

/** What a client is shown of a card's schedule. */
export function cardScheduleOf(row: CardColumns): CardSchedule {
  return {
    state: row.cardState,
    due: row.cardState === 'new' ? null : (row.dueAt?.toISOString() ?? null),
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    scheduledDays: row.scheduledDays,
    lastReview: row.lastReviewAt?.toISOString() ?? null,
  };
}
