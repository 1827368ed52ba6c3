import { eq } from 'drizzle-orm';
import type { MyProfile, UpdateProfileBody } from '~/core/profile/learner-profile';
import type { Db } from '~/server/db/client';
import { userProfile } from '~/server/db/schema';
import { lockLearnerProfile, toMyProfile } from './learner-profile-row';

/** Sets the profile fields given (null clears one); creates the profile on the first save. */
export async function updateProfile(
  db: Db,
  input: { userId: string; changes: UpdateProfileBody; now: Date },
): Promise<MyProfile> {
  return db.transaction(async (tx) => {
    await lockLearnerProfile(tx, input.userId, input.now);
    const [row] = await tx
      .update(userProfile)
      .set({ ...input.changes, updatedAt: input.now })
      .where(eq(userProfile.userId, input.userId))
      .returning();
    return toMyProfile(tx, input.userId, row);
  });
}
