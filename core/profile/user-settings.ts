import { z } from 'zod';

const trimmedName = z.string().trim().min(1, { message: 'Collection name is required' }).max(100);
// Spec section 5: parsed as integers, default 0, minimum 0.
const count = z.number().int({ message: 'Must be a whole number' }).min(0, { message: 'Must be 0 or more' });

export const constraintEntrySchema = z.object({ collectionName: trimmedName, maxValue: count.default(0) });
export const constraintSetSchema = z.object({ constraints: z.array(constraintEntrySchema).max(100) });

export const userConstraintsSchema = z
  .object({ regularUser: constraintSetSchema, premiumUser: constraintSetSchema })
  .meta({ id: 'UserConstraints' });

export const collectionMetadataEntrySchema = z.object({
  collectionName: trimmedName,
  totalItems: count.default(0),
  updatedAt: z.iso
    .datetime({ offset: true })
    .default(() => new Date().toISOString())
    .meta({ description: 'ISO 8601; now when omitted' }),
});

export const collectionsMetadataBodySchema = z
  .object({ collectionsMetadata: z.array(collectionMetadataEntrySchema).max(100) })
  .meta({ id: 'CollectionsMetadataBody' });

const platformSchema = z.object({ fcmToken: z.string().trim().max(4096).nullable() }).nullable();
export const platformsSchema = z
  .object({ ios: platformSchema, android: platformSchema, web: platformSchema })
  .meta({ id: 'UserPlatforms' });

export const invalidWordAttemptsSchema = z.record(z.string().trim().min(1).max(200), count);

// The Settings tab of the user detail page: everything but the personal profile fields.
export const userSettingsSchema = z
  .object({
    platforms: platformsSchema,
    constraints: userConstraintsSchema,
    collectionsMetadata: z.array(collectionMetadataEntrySchema),
    invalidWordAttempts: invalidWordAttemptsSchema,
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'UserSettings' });

/**
 * The keys POST /admin/users/{id}/user-settings/{key} accepts, each with its body. Any other key is a 400.
 * - constraints: { regularUser, premiumUser } (same as PUT .../constraints)
 * - collectionsMetadata: { collectionsMetadata } (same as PUT .../collection-metadata)
 * - platforms: { ios, android, web } each { fcmToken } or null (clears a push registration)
 * - invalidWordAttempts: a map of key to count (for example resetting abuse counters)
 */
export const userSettingKeys = [
  'constraints',
  'collectionsMetadata',
  'platforms',
  'invalidWordAttempts',
] as const;
export type UserSettingKey = (typeof userSettingKeys)[number];

export const userSettingBodySchemas = {
  constraints: userConstraintsSchema,
  collectionsMetadata: collectionsMetadataBodySchema,
  platforms: platformsSchema,
  invalidWordAttempts: z.object({ invalidWordAttempts: invalidWordAttemptsSchema }),
} satisfies Record<UserSettingKey, z.ZodType>;

export type UserConstraints = z.infer<typeof userConstraintsSchema>;
export type CollectionMetadataEntry = z.infer<typeof collectionMetadataEntrySchema>;
export type UserPlatforms = z.infer<typeof platformsSchema>;
export type UserSettings = z.infer<typeof userSettingsSchema>;
