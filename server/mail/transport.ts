import nodemailer from 'nodemailer';

export type MailToDeliver = { recipient: string; subject: string; text: string; html: string };

// How the delivery worker hands a message on (SMTP; tests substitute their own).
export type MailTransport = {
  kind: string;
  deliver: (mail: MailToDeliver) => Promise<void>;
  close: () => void;
};

export function createSmtpTransport({
  smtpUrl,
  from,
  timeoutMs,
}: {
  smtpUrl: string;
  from: string;
  /** Bounds connecting, waiting for the greeting and every silence on the socket (nodemailer's defaults are 30 s to 10 min). */
  timeoutMs: number;
}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    deliver: async ({ recipient, subject, text, html }) => {
      await transporter.sendMail({ from, to: recipient, subject, text, html });
    },
    close: () => transporter.close(),
  };
}
