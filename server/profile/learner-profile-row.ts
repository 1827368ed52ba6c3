import { eq } from 'drizzle-orm';
import { defaultConstraints } from '~/core/plans/limits';
import type { LearnerProfile, MyProfile } from '~/core/profile/learner-profile';
import { findPasswordHash } from '~/server/account/password-hash';
import type { Db, Tx } from '~/server/db/client';
import { userProfile } from '~/server/db/schema';

export type ProfileRow = typeof userProfile.$inferSelect;

/**
 * The learner's profile row, locked FOR UPDATE for the rest of the transaction; created first when
 * missing (with the plan's default limit panels, which the admin Settings tab shows). Every learner
 * change takes this lock, so one learner's changes run one at a time: a limit check and its insert
 * cannot interleave with another request of the same learner.
 */
export async function lockLearnerProfile(tx: Tx, userId: string, now: Date): Promise<ProfileRow> {
  await tx
    .insert(userProfile)
    .values({
      userId,
      regularUserConstraints: defaultConstraints.regularUser,
      premiumUserConstraints: defaultConstraints.premiumUser,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: userProfile.userId });
  const [row] = await tx.select().from(userProfile).where(eq(userProfile.userId, userId)).for('update');
  return row!;
}

export async function findLearnerProfile(db: Db | Tx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(userProfile).where(eq(userProfile.userId, userId));
  return row;
}

export function toLearnerProfile(row: ProfileRow | undefined): LearnerProfile {
  return {
    firstName: row?.firstName ?? null,
    lastName: row?.lastName ?? null,
    phoneNumber: row?.phoneNumber ?? null,
    nativeLanguageCode: row?.nativeLanguageCode ?? null,
    targetLanguageCode: row?.targetLanguageCode ?? null,
    isOnboardingCompleted: row?.isOnboardingCompleted ?? false,
    platforms: {
      ios: { fcmToken: row?.iosFcmToken ?? null },
      android: { fcmToken: row?.androidFcmToken ?? null },
      web: { fcmToken: row?.webFcmToken ?? null },
    },
    createdAt: row?.createdAt.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The profile routes' answer: the profile, and whether the account has a password to confirm with. */
export async function toMyProfile(
  db: Db | Tx,
  userId: string,
  row: ProfileRow | undefined,
): Promise<MyProfile> {
  return { ...toLearnerProfile(row), hasPassword: (await findPasswordHash(db, userId)) !== null };
}
