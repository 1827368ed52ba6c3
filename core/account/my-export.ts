import { z } from 'zod';
import { learnerProfileSchema } from '../profile/learner-profile';
import { myStudySetDetailSchema } from '../sets/study-set';
import { myStorySchema } from '../stories/my-story';
import { reviewHistoryEntrySchema } from '../study/review';
import { studySettingsSchema } from '../study/study-settings';
import { myWordSchema } from '../words/my-word';

// GET /api/me/export: everything stored about the learner, in one document.
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

export type MyExport = z.infer<typeof myExportSchema>;
