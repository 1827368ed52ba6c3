import { z } from 'zod';
import { TRUE_RETENTION_WINDOW_DAYS } from '../study/true-retention';

// GET /api/me/analytics: Pro's advanced analytics (core/plans/plans.ts promises them), every figure
// from the learner's own answers and cards, in their time zone.

/** Answers by hour of day look back this many study days, today's included. */
export const ANSWER_HOURS_WINDOW_DAYS = 90;
/** At most this many words come back as the hardest. */
export const HARDEST_WORDS_LIMIT = 10;
/** Memory strength's bucket edges in days of FSRS stability: under 7, 7–30, 30–90, 90–365, 365 and over. */
export const STABILITY_EDGES_DAYS = [7, 30, 90, 365] as const;

const share = z.object({
  answers: z.number().int(),
  passed: z.number().int().meta({ description: 'Those not rated Again' }),
  rate: z.number().nullable().meta({ description: 'passed / answers; null without answers' }),
});

export const advancedAnalyticsSchema = z
  .object({
    timeZone: z.string().meta({ description: 'The learner’s time zone, which the hours are in' }),
    today: z.string().meta({ description: 'Today’s study day (YYYY-MM-DD)' }),
    retention: z
      .object({
        young: share.meta({
          description:
            'Answers to cards in review whose interval going in was under 21 days (first sight of a word and learning steps test no memory yet, so they are left out)',
        }),
        mature: share.meta({
          description:
            'Answers to cards whose interval going in was 21 days or more: the same figures as progress’s trueRetention',
        }),
      })
      .meta({ description: `The last ${TRUE_RETENTION_WINDOW_DAYS} study days, today’s included` }),
    answersByHour: z
      .array(
        share.extend({
          hour: z.number().int().min(0).max(23).meta({ description: 'Hour of the day, 0–23, local time' }),
        }),
      )
      .meta({
        description: `All 24 hours, 0 first: answers to words already met (not their first sight) in the last ${ANSWER_HOURS_WINDOW_DAYS} study days, by the hour they were given in the learner’s time zone`,
      }),
    hardestWords: z
      .array(
        z.object({
          id: z.uuid(),
          word: z.string(),
          lapses: z.number().int().meta({ description: 'Times the word was forgotten after it was learned' }),
          dueAt: z.iso.datetime().nullable().meta({ description: 'When it is next due' }),
        }),
      )
      .meta({
        description: `Up to ${HARDEST_WORDS_LIMIT} of the learner’s words with the most lapses (at least 1), most first`,
      }),
    memoryStrength: z
      .array(
        z.object({
          fromDays: z.number().meta({ description: 'Stability from this many days …' }),
          toDays: z
            .number()
            .nullable()
            .meta({ description: '… up to (not including) this many; null: no end' }),
          cards: z.number().int(),
        }),
      )
      .meta({
        description:
          'Cards already studied (not new) by FSRS stability, the days until recall falls to 90%: under 7, 7–30, 30–90, 90–365, 365 and more',
      }),
  })
  .meta({ id: 'AdvancedAnalytics' });

export type AdvancedAnalytics = z.infer<typeof advancedAnalyticsSchema>;

/** The buckets' ranges, in order: [0, 7), [7, 30), … [365, no end). */
export const stabilityBuckets = [0, ...STABILITY_EDGES_DAYS].map((fromDays, index) => ({
  fromDays,
  toDays: STABILITY_EDGES_DAYS[index] ?? null,
}));
