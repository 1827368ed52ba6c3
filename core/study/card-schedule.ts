import { z } from 'zod';
import { cardStateNames } from './card-state-names';

// What a client may show of a card's schedule: its FSRS state, when it is next due, its memory
// stability (days) and difficulty (1–10), and how often it was reviewed and forgotten.
export const cardScheduleSchema = z
  .object({
    state: z.enum(cardStateNames),
    due: z.string().nullable().meta({ description: 'When the card is next due; null while it is new' }),
    stability: z.number().meta({ description: 'Days until recall drops to 90 %; 0 while new' }),
    difficulty: z.number().meta({ description: 'FSRS difficulty, 1 (easy) to 10 (hard); 0 while new' }),
    reps: z.number().int(),
    lapses: z.number().int(),
    scheduledDays: z.number().int().meta({ description: 'The interval of the last review, in days' }),
    lastReview: z.string().nullable(),
  })
  .meta({ id: 'CardSchedule' });

export type CardSchedule = z.infer<typeof cardScheduleSchema>;

const outcome = z.object({
  due: z.string(),
  intervalMs: z.number().meta({ description: 'From the time of the preview to the next due time' }),
  scheduledDays: z.number().int(),
});

/** What each rating would do now: the interval shown on the flashcard buttons. */
export const ratingPreviewSchema = z
  .object({ again: outcome, hard: outcome, good: outcome, easy: outcome })
  .meta({ id: 'RatingPreview' });

export type RatingPreview = z.infer<typeof ratingPreviewSchema>;
