import { eq } from 'drizzle-orm';
import type { MyProfile } from '~/core/profile/learner-profile';
import type { PushPlatform } from '~/core/profile/profile-fields';
import type { Db } from '~/server/db/client';
import { userProfile } from '~/server/db/schema';
import { lockLearnerProfile, toMyProfile } from './learner-profile-row';

const column = { ios: 'iosFcmToken', android: 'androidFcmToken', web: 'webFcmToken' } as const;

/** Registers (a token) or clears (null) the push-notification token of one platform. */
export async function setPlatformToken(
  db: Db,
  input: { userId: string; platform: PushPlatform; fcmToken: string | null; now: Date },
): Promise<MyProfile> {
  return db.transaction(async (tx) => {
    await lockLearnerProfile(tx, input.userId, input.now);
    const [row] = await tx
      .update(userProfile)
      .set({ [column[input.platform]]: input.fcmToken, updatedAt: input.now })
      .where(eq(userProfile.userId, input.userId))
      .returning();
    return toMyProfile(tx, input.userId, row);
  });
}
