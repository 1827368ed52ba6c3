import { z } from 'zod';
import { newHeldReasons } from './daily-allowance';

const day = z.string().meta({ description: 'A study day, named by its local date (YYYY-MM-DD)' });

/** GET /api/me/progress: every figure from the learner's own reviews and cards, in their time zone. */
export const progressSchema = z
  .object({
    timeZone: z.string(),
    today: day,
    dayEndsAt: z.string().meta({
      description:
        'When today’s study day ends (04:00 in the learner’s time zone): today’s figures and allowances turn over then, so fetch them again',
    }),
    streak: z.object({
      current: z.number().int().meta({ description: 'Consecutive study days with a review, up to today' }),
      longest: z.number().int(),
    }),
    reviewsPerDay: z
      .array(z.object({ day, reviews: z.number().int() }))
      .meta({ description: 'The last 365 study days, oldest first, today last' }),
    trueRetention: z.object({
      reviews: z
        .number()
        .int()
        .meta({ description: 'Reviews in the last 30 days of cards at an interval of 21+ days' }),
      passed: z.number().int().meta({ description: 'Those not rated Again' }),
      rate: z.number().nullable().meta({ description: 'passed / reviews; null without such reviews' }),
    }),
    dueForecast: z.array(z.object({ day, due: z.number().int() })).meta({
      description: 'Cards due on each of the next 30 study days, today first (overdue counts today)',
    }),
    wordsByStatus: z.object({
      new: z.number().int(),
      learning: z.number().int(),
      learned: z.number().int(),
    }),
    timeStudied: z.object({ todayMs: z.number().int(), totalMs: z.number().int() }),
    todayCounts: z.object({
      reviews: z.number().int().meta({ description: 'Answers given today' }),
      newCards: z.number().int().meta({ description: 'Words studied for the first time today' }),
      due: z.number().int().meta({ description: 'Cards due now or before today ends, not yet answered' }),
      dueNow: z.number().int().meta({
        description:
          'Due cards a session would take now: (re)learning cards due within 20 minutes, and review cards due before today ends up to today’s remaining review allowance',
      }),
      dueHeld: z.number().int().meta({
        description: 'Review cards due today that today’s review allowance holds back until tomorrow',
      }),
      newAvailable: z.number().int().meta({
        description:
          'New words a session would take now: what the daily allowance leaves after the due reviews',
      }),
      newHeld: z.number().int().meta({
        description:
          'New words waiting that today’s allowance holds back until tomorrow: beyond today’s new-word limit, or beyond what the due reviews leave of the review maximum',
      }),
      newHeldReason: z.enum(newHeldReasons).nullable().meta({
        description:
          'Why new words are held (null when none are): newWordsOff, the daily new-word limit is 0, so none come until it is raised; dailyLimitReached, today’s new words are studied; reviewLimitReached, the review maximum new words count against is filled',
      }),
      reviewsOff: z.boolean().meta({
        description:
          'The daily review maximum is 0: no review card and no new word comes, today or any day, until it is raised (dueHeld and newHeld then wait for that, not for tomorrow); cards part-way through their (re)learning steps still come',
      }),
    }),
  })
  .meta({ id: 'Progress' });

export type Progress = z.infer<typeof progressSchema>;
