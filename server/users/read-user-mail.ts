import { desc, eq } from 'drizzle-orm';
import type { MailDelivery, UserMailList } from '~/core/users/user-mail';
import type { Db, Tx } from '~/server/db/client';
import { mailOutbox, user } from '~/server/db/schema';
import type { Mailer } from '~/server/mail/mailer';

/** How many of a user's latest mails the detail page shows. */
export const userMailShown = 20;

/** Whether this server sends mail: an `outbox` mailer has no SMTP server and no worker to send it. */
export const mailDeliveryOf = (mailer: Mailer): MailDelivery =>
  mailer.transport === 'smtp' ? 'smtp' : 'none';

/**
 * The latest mails to the user's current address, newest first: so an administrator who reset a
 * password, or a learner waiting for a link, can see whether it went out and, if not, why.
 */
export async function readUserMail(
  db: Db | Tx,
  userId: string,
  delivery: MailDelivery,
): Promise<UserMailList> {
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
  // Without a mail server no attempt is ever due: a past "next attempt" time would suggest one is.
  const attemptsDue = delivery === 'smtp';
  return {
    delivery,
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.status === 'pending' && attemptsDue ? row.nextAttemptAt.toISOString() : null,
    })),
  };
}
