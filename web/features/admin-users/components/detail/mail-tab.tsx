import type { UserMail, UserMailList } from '~/core/users/user-mail';
import { Badge, type BadgeTone } from '~/web/components/ui/badge';
import { Card } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { formatDateTime } from '~/web/lib/dates-and-numbers';

const kinds: Record<string, string> = {
  'verify-email': 'Email verification',
  'password-reset': 'Password reset',
  'existing-account': 'Sign-up with an existing account',
};

const statuses: Record<UserMail['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'waiting to send', tone: 'warning' },
  sending: { label: 'sending', tone: 'info' },
  sent: { label: 'sent', tone: 'success' },
  failed: { label: 'not delivered', tone: 'danger' },
};

// Without a mail server a pending mail is not waiting for anything: it is kept and never tried.
const notSent = { label: 'not sent', tone: 'neutral' } satisfies (typeof statuses)[UserMail['status']];

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

/** Where the mail's delivery stands, in a sentence: when it went, when it tries again, or why it gave up. */
function deliveryLine(mail: UserMail, delivery: UserMailList['delivery']): string {
  if (mail.status === 'sent') return `Sent ${formatDateTime(mail.sentAt)}`;
  if (mail.status === 'failed') return `Gave up after ${attemptsText(mail.attempts)}`;
  if (mail.status === 'sending') return 'Being handed to the mail server now';
  if (delivery === 'none') return 'Not sent: no mail server is configured';
  return mail.attempts === 0
    ? `First attempt due ${formatDateTime(mail.nextAttemptAt)}`
    : `${attemptsText(mail.attempts)} so far; next attempt ${formatDateTime(mail.nextAttemptAt)}`;
}

/**
 * Said above the list when the server has no SMTP_URL: its mail stays in the outbox (readable at
 * /dev/mailbox on a development server, from its own machine) and goes out only once a server runs
 * with SMTP_URL, except mail whose link expired meanwhile (ADR 0007).
 */
function NoMailServerNotice() {
  return (
    <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      No mail server is configured: emails are kept but not sent. Set SMTP_URL and restart the server to send
      them; emails whose link has expired by then are not sent. A development server shows them at
      /dev/mailbox, on its own machine only.
    </p>
  );
}

/** The latest mails to the user's address: did the reset or verification link go out, and if not, why. */
export function MailTab({ mail }: { mail: UserMailList }) {
  const notice = mail.delivery === 'none' && <NoMailServerNotice />;
  if (mail.items.length === 0) {
    return (
      <>
        {notice}
        <EmptyState>No emails have been sent to this user.</EmptyState>
      </>
    );
  }
  return (
    <>
      <h2 className="sr-only">Email</h2>
      {notice}
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        The latest emails to this address, newest first. Their links are never shown here.
      </p>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {mail.items.map((item) => {
          const status =
            item.status === 'pending' && mail.delivery === 'none' ? notSent : statuses[item.status];
          return (
            <li key={item.id}>
              <Card className="h-full p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 font-semibold break-words">{item.subject}</h3>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {kinds[item.kind] ?? item.kind} · queued {formatDateTime(item.createdAt)}
                </p>
                <p className="mt-2 text-sm">{deliveryLine(item, mail.delivery)}</p>
                {item.lastError && item.status !== 'sent' && (
                  <p className="mt-1 text-sm break-words text-red-800 dark:text-red-200">
                    <span className="font-medium">Last error:</span> {item.lastError}
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
