import { z } from 'zod';
import { collectionMetadataEntrySchema, platformsSchema, userConstraintsSchema } from './user-settings';

// The user profile of spec section 3; null when the learner has not created one yet.
export const userProfileSchema = z
  .object({
    createdAt: z.string(),
    updatedAt: z.string(),
    profile: z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      nativeLanguageCode: z.string().nullable(),
      targetLanguageCode: z.string().nullable(),
      isOnboardingCompleted: z.boolean(),
    }),
    platforms: platformsSchema,
    constraints: userConstraintsSchema,
    collectionsMetadata: z.array(collectionMetadataEntrySchema),
    invalidWordAttempts: z.record(z.string(), z.number()),
  })
  .meta({ id: 'UserProfile' });

export type UserProfile = z.infer<typeof userProfileSchema>;
