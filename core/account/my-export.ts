import { z } from 'zod';
import { learnerProfileSchema } from '../profile/learner-profile';
import { myStudySetDetailSchema } from '../sets/study-set';
import { myStorySchema } from '../stories/my-story';
import { achievementIds } from '../study/achievements';
import { reviewHistoryEntrySchema } from '../study/review';
import { studyDirections, studyMethods } from '../study/study-methods';
import { sessionScopes } from '../study/study-session';
import { studySettingsSchema } from '../study/study-settings';
import { purchaseStatusFilterValues } from '../subscriptions/purchase-status-filter';
import { myWordSchema } from '../words/my-word';

// GET /api/me/export: everything stored about the learner, in one document.
export const myExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      createdAt: z.string(),
      lastSignInAt: z.string().nullable().meta({ description: 'When the learner last signed in' }),
    }),
    signInMethods: z
      .array(
        z.object({
          providerId: z.string().meta({ description: 'credential (email and password), google, ...' }),
          createdAt: z.string(),
        }),
      )
      .meta({ description: 'The ways the learner signs in (no password hash or provider tokens)' }),
    signInSessions: z
      .array(
        z.object({
          createdAt: z.string(),
          updatedAt: z.string(),
          expiresAt: z.string(),
          ipAddress: z.string().nullable(),
          userAgent: z.string().nullable(),
        }),
      )
      .meta({
        description: 'The sessions the learner is signed in with now (no session tokens), oldest first',
      }),
    purchases: z
      .array(
        z.object({
          productId: z.string().nullable(),
          store: z.string(),
          status: z.enum(purchaseStatusFilterValues),
          priceInPurchasedCurrency: z.number().nullable(),
          currency: z.string().nullable(),
          countryCode: z.string().nullable(),
          purchasedAt: z.string(),
          expiresAt: z.string().nullable(),
          isAutoRenewing: z.boolean(),
          environment: z.string(),
        }),
      )
      .meta({
        description: 'The purchases the learner owns, one per billing period, oldest first (no store tokens)',
      }),
    profile: learnerProfileSchema,
    studySettings: studySettingsSchema,
    words: z.array(myWordSchema),
    studySets: z.array(myStudySetDetailSchema),
    stories: z.array(myStorySchema),
    reviewHistory: z
      .array(reviewHistoryEntrySchema.extend({ cardId: z.string() }))
      .meta({ description: 'Every review of every card, oldest first' }),
    studySessions: z
      .array(
        z.object({
          id: z.string(),
          scope: z.enum(sessionScopes),
          studySetId: z.string().nullable(),
          method: z.enum(studyMethods),
          direction: z.enum(studyDirections),
          studyDay: z.string(),
          cardCount: z.number().int(),
          answers: z.number().int().meta({ description: 'Answers given in it' }),
          againAnswers: z.number().int().meta({ description: 'Those of them rated Again' }),
          createdAt: z.string(),
        }),
      )
      .meta({ description: 'Every study session started, oldest first' }),
    studyDays: z
      .array(
        z.object({
          day: z.string(),
          reviews: z.number().int(),
          newCards: z.number().int(),
          reviewCards: z.number().int(),
          againCount: z.number().int(),
          durationMs: z.number().int(),
          matureReviews: z
            .number()
            .int()
            .meta({ description: 'Answers to cards with an interval of 21 days or more going in' }),
          maturePassed: z.number().int().meta({ description: 'Those of them not rated Again' }),
          firstAnswerAt: z.string().nullable().meta({ description: 'When its first answer was given' }),
        }),
      )
      .meta({
        description: 'The totals of every study day (what streaks and daily limits read), oldest first',
      }),
    achievements: z
      .array(z.object({ id: z.enum(achievementIds), earnedAt: z.string() }))
      .meta({ description: 'The achievements recorded as earned, each with when it was first earned' }),
  })
  .meta({ id: 'MyExport' });

export type MyExport = z.infer<typeof myExportSchema>;
