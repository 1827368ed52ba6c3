import { z } from 'zod';

// A mail the service wrote to a user's address, as an administrator sees it: what it was and whether
// it went out, never its text or link (a reset or verification link is a credential).
export const userMailSchema = z
  .object({
    id: z.string(),
    kind: z
      .string()
      .meta({ description: 'verify-email, password-reset, existing-account (or a kind added later)' }),
    subject: z.string(),
    status: z.enum(['pending', 'sending', 'sent', 'failed']),
    attempts: z.number().int(),
    lastError: z.string().nullable().meta({ description: "The last failed attempt's reason" }),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable().meta({
      description:
        'While pending and a mail server is configured (delivery `smtp`): when the next attempt is due. Null otherwise: without one no attempt is made',
    }),
  })
  .meta({ id: 'UserMail' });

export type UserMail = z.infer<typeof userMailSchema>;

// Whether this server sends mail at all: without SMTP_URL no delivery worker runs and mail stays
// `pending` in the outbox, so an administrator must not read "pending" as "about to go out".
export const mailDeliverySchema = z.enum(['smtp', 'none']).meta({
  description:
    '`smtp`: a mail server is configured and pending mail is being sent. `none`: no mail server is configured (SMTP_URL is not set): mail is kept in the outbox, not sent, until the server runs with SMTP_URL (mail whose link has expired by then is not sent)',
});

export type MailDelivery = z.infer<typeof mailDeliverySchema>;

// The user's latest mails and whether they can go out at all (never the mail server's address).
export const userMailListSchema = z
  .object({
    delivery: mailDeliverySchema,
    items: z
      .array(userMailSchema)
      .meta({ description: "The latest 20 mails to the user's address, newest first" }),
  })
  .meta({ id: 'UserMailList' });

export type UserMailList = z.infer<typeof userMailListSchema>;
