import { eq, or } from 'drizzle-orm';
import { isAdminRole } from '~/core/users/admin-role';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db, Tx } from '~/server/db/client';
import {
  account,
  importJob,
  mailOutbox,
  session,
  signInFailure,
  signInLockout,
  story,
  studySet,
  user,
  userProfile,
  userWord,
  verification,
} from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { removeImportFile } from '~/server/imports/import-storage';
import { findUserRow, lockAdministrators } from './get-user';
import { providersOf } from './providers-of';
import { toAdminUser } from './to-admin-user';

// Deletes a user and everything of theirs (their address included) in one transaction. The foreign keys cascade too; the
// explicit deletes keep this correct even if a later table forgets its ON DELETE CASCADE. Purchases
// stay, with their owner cleared (ON DELETE SET NULL) and the buyer's name and email kept: they are
// revenue history, and the Subscriptions figures must not change when a user is deleted.
export async function deleteUser(db: Db, input: { id: string; actor: Actor; now: Date }) {
  if (input.id === input.actor.id) {
    throw new AppError('CANNOT_DELETE_SELF', 'You cannot delete your own account.', 409);
  }
  const uploads = await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const row = await findUserRow(tx, input.id, { forUpdate: true });
    const providers = await providersOf(tx, [input.id]);
    const files = await deleteUserRows(tx, row);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.delete',
      targetType: 'user',
      targetId: input.id,
      before: toAdminUser(row, providers.get(input.id) ?? [], input.now),
    });
    return files;
  });
  await removeDeletedUploads(uploads);
}

/**
 * The uploaded files of a deleted user's imports, removed once the deletion has committed (before it,
 * a rollback would leave jobs without their files). The rows are gone, so no worker will: a queued
 * job is never claimed, a running one stops when its claim is found gone.
 */
export async function removeDeletedUploads(filePaths: string[]) {
  await Promise.all(filePaths.map((filePath) => removeImportFile(filePath)));
}

/**
 * Deletes a locked user row and everything of theirs, in the caller's transaction: the admin's delete
 * and the learner's own account deletion (DELETE /api/me) share it. The last active administrator
 * cannot go. The caller locks the administrators (lockAdministrators), then the user row; here the
 * profile is locked before anything of the learner's goes, the order the learner's own writes take.
 */
export async function deleteUserRows(tx: Tx, row: typeof user.$inferSelect): Promise<string[]> {
  if (isAdminRole(row.role) && !row.banned) {
    // Every administrator's row is locked (two deletes at once wait for each other); a disabled one
    // cannot sign in, so it does not count as another administrator.
    const admins = await lockAdministrators(tx);
    if (!admins.some((admin) => admin.id !== row.id && !admin.banned)) {
      throw new AppError('LAST_ADMIN', 'The last administrator cannot be deleted.', 409);
    }
  }
  // A learner write under way holds the profile: it ends first, then nothing of theirs is written.
  await tx
    .select({ userId: userProfile.userId })
    .from(userProfile)
    .where(eq(userProfile.userId, row.id))
    .for('update');
  // The files of their imports, for the caller to remove after commit (removeDeletedUploads).
  const uploads = await tx
    .select({ filePath: importJob.filePath })
    .from(importJob)
    .where(eq(importJob.userId, row.id));
  // study_set_item rows go with their sets and words (cascade).
  await tx.delete(studySet).where(eq(studySet.userId, row.id));
  await tx.delete(story).where(eq(story.userId, row.id));
  await tx.delete(userWord).where(eq(userWord.userId, row.id));
  await tx.delete(userProfile).where(eq(userProfile.userId, row.id));
  await tx.delete(session).where(eq(session.userId, row.id));
  await tx.delete(account).where(eq(account.userId, row.id));
  // What holds the address without a foreign key to the user: mail to them (sent or waiting), the
  // sign-in failure counters, and Better Auth's outstanding tokens (a reset link names the user's id).
  const emailKey = row.email.trim().toLowerCase();
  await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, row.email));
  await tx.delete(signInFailure).where(eq(signInFailure.emailKey, emailKey));
  await tx.delete(signInLockout).where(eq(signInLockout.emailKey, emailKey));
  await tx
    .delete(verification)
    .where(or(eq(verification.value, row.id), eq(verification.identifier, row.email)));
  await tx.delete(user).where(eq(user.id, row.id));
  return uploads.flatMap((upload) => (upload.filePath ? [upload.filePath] : []));
}
