import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessage } from '../db/schema';
import type { Logger } from '../logger';
import type { MailContent } from './templates';

export type OutgoingMail = MailContent & { to: string; kind: string; link?: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; transport: 'smtp' | 'outbox' };

// SMTP when configured; otherwise the local outbox table, logged with its link, readable at /dev/mailbox.
export function createMailer({
  smtpUrl,
  from,
  db,
  logger,
}: {
  smtpUrl?: string;
  from: string;
  db: Db;
  logger: Logger;
}): Mailer {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      send: async ({ to, subject, text, html, kind }) => {
        await transporter.sendMail({ from, to, subject, text, html });
        logger.info({ to, kind }, 'email sent over SMTP');
      },
    };
  }
  return {
    transport: 'outbox',
    send: async ({ to, subject, text, html, kind, link }) => {
      await db.insert(outboxMessage).values({ to, subject, text, html, kind, link });
      logger.info({ to, kind, link }, 'email stored in the local outbox (SMTP_URL is not set)');
    },
  };
}
