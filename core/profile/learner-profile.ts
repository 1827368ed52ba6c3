import { z } from 'zod';
import { languageCodeSchema, targetLanguageCodeSchema } from '../languages';
import { pushPlatforms } from './profile-fields';
import { userProfileSchema } from './user-profile';

const name = z.string().trim().max(100);
const optionalText = (schema: z.ZodString) => schema.nullable().optional();

/** The learner's own profile and push registrations: the records the admin Profile and Settings tabs show. */
export const learnerProfileSchema = userProfileSchema.shape.profile
  .extend({
    platforms: z.object({
      ios: z.object({ fcmToken: z.string().nullable() }),
      android: z.object({ fcmToken: z.string().nullable() }),
      web: z.object({ fcmToken: z.string().nullable() }),
    }),
    createdAt: z.string().nullable().meta({ description: 'Null until the profile is first saved' }),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'LearnerProfile' });

/**
 * The profile as the learner's own profile routes answer it: with whether the account has a password.
 * Deleting the account asks a session over ten minutes old for it; an account that signs in only with
 * Google or Apple has none, and is told to sign in again instead.
 */
export const myProfileSchema = learnerProfileSchema
  .extend({
    hasPassword: z.boolean().meta({ description: 'Whether the account signs in with a password' }),
  })
  .meta({ id: 'MyProfile' });

/** PUT /api/me/profile: the fields given are set (null clears one); the fields left out stay. */
export const updateProfileBodySchema = z
  .object({
    firstName: optionalText(name),
    lastName: optionalText(name),
    phoneNumber: optionalText(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()./-]{4,30}$/, { message: 'Phone number: digits, spaces and + ( ) . - only' }),
    ),
    nativeLanguageCode: languageCodeSchema.nullable().optional(),
    targetLanguageCode: targetLanguageCodeSchema.nullable().optional(),
    isOnboardingCompleted: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'UpdateLearnerProfile' });

export const platformParamsSchema = z.object({
  platform: z.enum(pushPlatforms).meta({ description: 'ios, android or web' }),
});

export const platformTokenBodySchema = z
  .object({ fcmToken: z.string().trim().min(1, { message: 'fcmToken is required' }).max(4096) })
  .meta({ id: 'PlatformToken' });

export type LearnerProfile = z.infer<typeof learnerProfileSchema>;
export type MyProfile = z.infer<typeof myProfileSchema>;
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
