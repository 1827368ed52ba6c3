import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';
import type { MailContent } from '~/server/mail/templates';

export type OutgoingMail = MailContent & {
  to: string;
  kind: string;
  link?: string;
  /** How long the link works: past it the mail is not delivered (a late retry would send a dead link). */
  linkValidForMs?: number;
  /**
   * At most this many mails of this kind to this recipient an hour: past it the mail is not written.
   * The per-address rate limits count requests from one address; this keeps anyone, from however
   * many addresses, from filling one person's inbox with mail they never asked for.
   */
  perRecipientHourly?: number;
};

const HOUR_MS = 60 * 60 * 1000;
export type Mailer = {
  /**
   * Writes the mail to the outbox and returns whether it did (false: the recipient's hourly cap for
   * its kind is reached). Delivery is the worker's job, so no request waits on SMTP.
   */
  send: (mail: OutgoingMail) => Promise<boolean>;
  /** `outbox`: no SMTP server is configured and mail stays in the outbox, readable at /dev/mailbox. */
  transport: 'smtp' | 'outbox';
};

export function createMailer({
  db,
  smtp,
  onQueued = () => {},
  now = () => new Date(),
}: {
  db: Db;
  smtp: boolean;
  /** Called after each insert, to wake this process's delivery worker. */
  onQueued?: () => void;
  now?: () => Date;
}): Mailer {
  return {
    transport: smtp ? 'smtp' : 'outbox',
    send: async ({ to, subject, text, html, kind, link, linkValidForMs, perRecipientHourly }) => {
      const at = now();
      const linkExpiresAt = linkValidForMs === undefined ? null : new Date(at.getTime() + linkValidForMs);
      const queued = await db.transaction(async (tx) => {
        if (perRecipientHourly !== undefined) {
          // One recipient's mails are counted one at a time, so a burst cannot pass the cap together.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${kind}:${to}`}))`);
          const [sent] = await tx
            .select({ n: count() })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.recipient, to),
                eq(mailOutbox.kind, kind),
                gt(mailOutbox.createdAt, new Date(at.getTime() - HOUR_MS)),
              ),
            );
          if ((sent?.n ?? 0) >= perRecipientHourly) return false;
        }
        await tx.insert(mailOutbox).values({
          recipient: to,
          subject,
          text,
          html,
          kind,
          link,
          linkExpiresAt,
          nextAttemptAt: at,
          createdAt: at,
          updatedAt: at,
        });
        return true;
      });
      if (queued) onQueued();
      return queued;
    },
  };
}
