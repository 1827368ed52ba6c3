import { z } from 'zod';
import { isValidTimeZone } from './day-boundary';
import { fittedParametersSchema } from './fitted-parameters';

// A learner's scheduling settings (issue 13). Retention outside 0.80–0.97 either wastes reviews (above)
// or lets too much be forgotten (below); FSRS itself accepts (0, 1].
export const DESIRED_RETENTION_MIN = 0.8;
export const DESIRED_RETENTION_MAX = 0.97;

export const defaultStudySettings = {
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  // Anki's default review limit.
  maxReviewsPerDay: 200,
  timeZone: 'UTC',
} as const;

export const studySettingsSchema = z
  .object({
    desiredRetention: z
      .number()
      .min(DESIRED_RETENTION_MIN, { message: 'Desired retention must be between 0.80 and 0.97' })
      .max(DESIRED_RETENTION_MAX, { message: 'Desired retention must be between 0.80 and 0.97' })
      .default(defaultStudySettings.desiredRetention),
    newCardsPerDay: z.number().int().min(0).max(9999).default(defaultStudySettings.newCardsPerDay),
    maxReviewsPerDay: z.number().int().min(0).max(99999).default(defaultStudySettings.maxReviewsPerDay),
    timeZone: z
      .string()
      .refine(isValidTimeZone, { message: 'Time zone must be an IANA name such as Europe/London' })
      .default(defaultStudySettings.timeZone),
    fsrsParameters: fittedParametersSchema
      .nullable()
      .default(null)
      .describe('FSRS parameters fitted to your reviews (POST /settings/optimize); null: FSRS’s defaults'),
  })
  .meta({ id: 'StudySettings' });

export type StudySettings = z.infer<typeof studySettingsSchema>;

/** PUT /api/me/settings: the fields given are set, the others stay (as PUT /api/me/profile does). */
export const updateStudySettingsBodySchema = z
  .object({
    desiredRetention: studySettingsSchema.shape.desiredRetention.unwrap().optional(),
    newCardsPerDay: studySettingsSchema.shape.newCardsPerDay.unwrap().optional(),
    maxReviewsPerDay: studySettingsSchema.shape.maxReviewsPerDay.unwrap().optional(),
    timeZone: studySettingsSchema.shape.timeZone.unwrap().optional(),
    fsrsParameters: z.null().optional().describe('null: go back to FSRS’s default parameters'),
  })
  .strict()
  .meta({ id: 'UpdateStudySettings' });

export type UpdateStudySettingsBody = z.infer<typeof updateStudySettingsBodySchema>;
