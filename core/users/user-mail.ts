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
    nextAttemptAt: z.string().nullable().meta({ description: 'While pending: when the next attempt is due' }),
  })
  .meta({ id: 'UserMail' });

export type UserMail = z.infer<typeof userMailSchema>;
