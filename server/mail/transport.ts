import nodemailer from 'nodemailer';

export type MailToDeliver = { id: string; recipient: string; subject: string; text: string; html: string };

// How the delivery worker hands a message on (SMTP; tests substitute their own).
export type MailTransport = {
  kind: string;
  deliver: (mail: MailToDeliver) => Promise<void>;
  close: () => void;
};

/**
 * How long the server may stay silent once connected, above all after the message's end, when it may
 * be filtering it (RFC 5321 §4.5.3.2.6 asks clients to wait 10 minutes there). Giving up sooner
 * would retry a message the server may have accepted after all: a second copy.
 */
export const SMTP_REPLY_TIMEOUT_MS = 5 * 60_000;

/** The domain of the From address (`Vocably <no-reply@vocably.app>` → `vocably.app`). */
const fromDomain = (from: string) => /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

export function createSmtpTransport({
  smtpUrl,
  from,
  timeoutMs,
}: {
  smtpUrl: string;
  from: string;
  /** Bounds looking up, connecting to and being greeted by the server (nodemailer's defaults are 30 s to 2 min). */
  timeoutMs: number;
}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    socketTimeout: SMTP_REPLY_TIMEOUT_MS,
  });
  const domain = fromDomain(from);
  return {
    kind: 'smtp',
    deliver: async ({ id, recipient, subject, text, html }) => {
      // The same Message-ID on every attempt: should a retry repeat a message the server had accepted
      // (its reply lost), mail systems and clients see one message, not two.
      await transporter.sendMail({
        from,
        to: recipient,
        subject,
        text,
        html,
        messageId: `<${id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}
