import { z } from 'zod';
import { reviewHistoryEntrySchema } from '../study/review';
import { studySettingsSchema } from '../study/study-settings';
import { limitedCollections, tiers } from './limits';
import { myWordSchema } from './my-word';
import { learnerProfileSchema } from './profile';
import { myStudySetDetailSchema } from './study-set';

const usage = z.object({ used: z.number().int(), limit: z.number().int(), tier: z.enum(tiers) });

export const myLimitsSchema = z
  .object({
    tier: z.enum(tiers).meta({ description: 'regularUser (Free) or premiumUser (Pro), as of now' }),
    limits: z.object(
      Object.fromEntries(limitedCollections.map((c) => [c, usage])) as Record<
        (typeof limitedCollections)[number],
        typeof usage
      >,
    ),
  })
  .meta({ id: 'MyLimits' });

export const myStorySchema = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    text: z.string(),
    actualWordCount: z.number().int(),
    length: z.string(),
    languageCode: z.string().nullable(),
    words: z.array(z.string()).meta({ description: 'The chosen words, as they were spelled' }),
    wordIds: z
      .array(z.string())
      .meta({ description: 'The chosen words’ ids (empty for stories older than the generator)' }),
    generator: z.enum(['ai', 'template']).nullable().meta({
      description:
        'ai: written by the configured language model; template: composed offline from templates, not AI; null: written by hand (demo stories)',
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'MyStory' });

export const myExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.string() }),
    profile: learnerProfileSchema,
    studySettings: studySettingsSchema,
    words: z.array(myWordSchema),
    studySets: z.array(myStudySetDetailSchema),
    stories: z.array(myStorySchema),
    reviewHistory: z
      .array(reviewHistoryEntrySchema.extend({ cardId: z.string() }))
      .meta({ description: 'Every review of every card, oldest first' }),
  })
  .meta({ id: 'MyExport' });

export const deleteAccountBodySchema = z
  .object({
    password: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Required unless the session was created in the last 10 minutes' }),
  })
  .strict()
  .meta({ id: 'DeleteMyAccount' });

export type MyLimits = z.infer<typeof myLimitsSchema>;
export type MyStory = z.infer<typeof myStorySchema>;
export type MyExport = z.infer<typeof myExportSchema>;
