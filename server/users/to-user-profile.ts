import type { UserProfile } from '~/core/profile/user-profile';
import type { UserSettings } from '~/core/profile/user-settings';
import type { userProfile } from '~/server/db/schema';

type ProfileRow = typeof userProfile.$inferSelect;

const platform = (fcmToken: string | null) => ({ fcmToken });

export function toUserSettings(row: ProfileRow): UserSettings {
  return {
    platforms: {
      ios: platform(row.iosFcmToken),
      android: platform(row.androidFcmToken),
      web: platform(row.webFcmToken),
    },
    constraints: {
      regularUser: { constraints: row.regularUserConstraints },
      premiumUser: { constraints: row.premiumUserConstraints },
    },
    collectionsMetadata: row.collectionsMetadata,
    invalidWordAttempts: row.invalidWordAttempts,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The spec's user profile shape from our one profile row.
export function toUserProfile(row: ProfileRow): UserProfile {
  const settings = toUserSettings(row);
  return {
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      phoneNumber: row.phoneNumber,
      nativeLanguageCode: row.nativeLanguageCode,
      targetLanguageCode: row.targetLanguageCode,
      isOnboardingCompleted: row.isOnboardingCompleted,
    },
    platforms: settings.platforms,
    constraints: settings.constraints,
    collectionsMetadata: settings.collectionsMetadata,
    invalidWordAttempts: settings.invalidWordAttempts,
  };
}
