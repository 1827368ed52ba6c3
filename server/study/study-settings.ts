import { eq } from 'drizzle-orm';
import {
  defaultStudySettings,
  type StudySettings,
  type UpdateStudySettingsBody,
} from '~/core/study/study-settings';
import type { Db, Tx } from '~/server/db/client';
import { userProfile } from '~/server/db/schema';
import { lockLearnerProfile, type ProfileRow } from '~/server/profile/learner-profile-row';

type SettingsColumns = Pick<
  ProfileRow,
  'desiredRetention' | 'newCardsPerDay' | 'maxReviewsPerDay' | 'timeZone' | 'fsrsParameters'
>;

/** The study settings stored on a profile row; the defaults while the learner has no profile. */
export function studySettingsOf(row: SettingsColumns | undefined): StudySettings {
  if (!row) return { ...defaultStudySettings, fsrsParameters: null };
  return {
    desiredRetention: row.desiredRetention,
    newCardsPerDay: row.newCardsPerDay,
    maxReviewsPerDay: row.maxReviewsPerDay,
    timeZone: row.timeZone,
    fsrsParameters: row.fsrsParameters ?? null,
  };
}

const settingsColumns = {
  desiredRetention: userProfile.desiredRetention,
  newCardsPerDay: userProfile.newCardsPerDay,
  maxReviewsPerDay: userProfile.maxReviewsPerDay,
  timeZone: userProfile.timeZone,
  fsrsParameters: userProfile.fsrsParameters,
};

export async function readStudySettings(db: Db | Tx, userId: string): Promise<StudySettings> {
  const [row] = await db.select(settingsColumns).from(userProfile).where(eq(userProfile.userId, userId));
  return studySettingsOf(row);
}

/** The learner's time zone (the default while they have no profile): their study days' bounds. */
export async function readTimeZone(db: Db | Tx, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: userProfile.timeZone })
    .from(userProfile)
    .where(eq(userProfile.userId, userId));
  return row?.timeZone ?? defaultStudySettings.timeZone;
}

/** Sets the settings given, keeps the others; creates the profile on the first save. */
export async function updateStudySettings(
  db: Db,
  input: { userId: string; changes: UpdateStudySettingsBody; now: Date },
): Promise<StudySettings> {
  return db.transaction(async (tx) => {
    await lockLearnerProfile(tx, input.userId, input.now);
    const [row] = await tx
      .update(userProfile)
      .set({ ...input.changes, updatedAt: input.now })
      .where(eq(userProfile.userId, input.userId))
      .returning(settingsColumns);
    return studySettingsOf(row);
  });
}
