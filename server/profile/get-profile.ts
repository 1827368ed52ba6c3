import type { MyProfile } from '~/core/profile/learner-profile';
import type { Db } from '~/server/db/client';
import { findLearnerProfile, toMyProfile } from './learner-profile-row';

/** The learner's profile; empty fields (and null dates) until it is first saved. */
export async function getProfile(db: Db, userId: string): Promise<MyProfile> {
  return toMyProfile(db, userId, await findLearnerProfile(db, userId));
}
