import { desc, eq } from 'drizzle-orm';
import type { UserMail } from '~/core/users/user-mail';
import type { Db, Tx } from '~/server/db/client';
import { mailOutbox, user } from '~/server/db/schema';

/** How many of a user's latest mails the detail page shows. */
export const userMailShown = 20;

/**
 * The latest mails to the user's current address, newest first: so an administrator who reset a
 * password, or a learner waiting for a link, can see whether it went out and, if not, why.
 */
export async function readUserMail(db: Db | Tx, userId: string): Promise<UserMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .innerJoin(user, eq(mailOutbox.recipient, user.email))
    .where(eq(user.id, userId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(userMailShown);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  }));
}
