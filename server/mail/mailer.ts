import type { Db } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';
import type { MailContent } from '~/server/mail/templates';

export type OutgoingMail = MailContent & {
  to: string;
  kind: string;
  link?: string;
  /** How long the link works: past it the mail is not delivered (a late retry would send a dead link). */
  linkValidForMs?: number;
};
export type Mailer = {
  /** Writes the mail to the outbox and returns: delivery is the worker's job, so no request waits on SMTP. */
  send: (mail: OutgoingMail) => Promise<void>;
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
    send: async ({ to, subject, text, html, kind, link, linkValidForMs }) => {
      const at = now();
      const linkExpiresAt = linkValidForMs === undefined ? null : new Date(at.getTime() + linkValidForMs);
      await db.insert(mailOutbox).values({
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
      onQueued();
    },
  };
}
