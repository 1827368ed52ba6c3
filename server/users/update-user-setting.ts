import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserSettingKey, UserSettings, userSettingBodySchemas } from '~/core/profile/user-settings';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { userProfile } from '~/server/db/schema';
import { findUserRow } from './get-user';
import { toUserSettings } from './to-user-profile';

export type UserSettingInput = {
  [K in UserSettingKey]: { key: K; value: z.output<(typeof userSettingBodySchemas)[K]> };
}[UserSettingKey];

type ProfileChanges = Partial<typeof userProfile.$inferInsert>;

function changesOf(input: UserSettingInput): ProfileChanges {
  switch (input.key) {
    case 'constraints':
      return {
        regularUserConstraints: input.value.regularUser.constraints,
        premiumUserConstraints: input.value.premiumUser.constraints,
      };
    case 'collectionsMetadata':
      return { collectionsMetadata: input.value.collectionsMetadata };
    case 'platforms':
      return {
        iosFcmToken: input.value.ios?.fcmToken ?? null,
        androidFcmToken: input.value.android?.fcmToken ?? null,
        webFcmToken: input.value.web?.fcmToken ?? null,
      };
    case 'invalidWordAttempts':
      return { invalidWordAttempts: input.value.invalidWordAttempts };
  }
}

// One settings section of a learner's profile (constraints, collection metadata, push platforms or
// attempt counters). A learner without a profile gets one, so limits can be set before first launch.
export async function updateUserSetting(
  db: Db,
  input: { userId: string; actor: Actor; setting: UserSettingInput; now: Date },
): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    await findUserRow(tx, input.userId, { forUpdate: true });
    const [before] = await tx.select().from(userProfile).where(eq(userProfile.userId, input.userId));
    const changes = { ...changesOf(input.setting), updatedAt: input.now };
    const [after] = await tx
      .insert(userProfile)
      .values({ userId: input.userId, ...changes })
      .onConflictDoUpdate({ target: userProfile.userId, set: changes })
      .returning();
    const result = toUserSettings(after!);
    await recordAudit(tx, {
      actor: input.actor,
      action: `user.settings.${input.setting.key}`,
      targetType: 'user',
      targetId: input.userId,
      before: before ? toUserSettings(before) : null,
      after: result,
    });
    return result;
  });
}
