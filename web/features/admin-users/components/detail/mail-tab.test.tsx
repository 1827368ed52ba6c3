// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserMail, UserMailList } from '~/core/users/user-mail';
import { formatDateTime } from '~/web/lib/dates-and-numbers';
import { MailTab } from './mail-tab';

afterEach(cleanup);

const mail = (overrides: Partial<UserMail>): UserMail => ({
  id: crypto.randomUUID(),
  kind: 'password-reset',
  subject: 'Reset your Vocably password',
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-30T10:00:00.000Z',
  ...overrides,
});

const card = (subject: string) => screen.getByRole('heading', { level: 3, name: subject }).closest('li');

describe('MailTab', () => {
  it('says of each mail whether it went out, when it tries again, or why it gave up', () => {
    render(
      <MailTab
        mail={{
          delivery: 'smtp',
          items: [
            mail({
              subject: 'Reset your Vocably password',
              status: 'failed',
              attempts: 8,
              lastError: '550 5.1.1 mailbox unavailable',
            }),
            mail({
              subject: 'Verify your email',
              kind: 'verify-email',
              status: 'pending',
              attempts: 2,
              lastError: 'connect ECONNREFUSED',
              nextAttemptAt: '2026-11-30T10:04:00.000Z',
            }),
            mail({
              subject: 'Welcome back',
              kind: 'existing-account',
              status: 'sent',
              attempts: 1,
              sentAt: '2026-11-30T10:01:00.000Z',
            }),
          ],
        }}
      />,
    );
    expect(screen.queryByText(/No mail server is configured/)).toBeNull();
    const failed = card('Reset your Vocably password');
    expect(failed?.textContent).toContain('not delivered');
    expect(failed?.textContent).toContain('Password reset');
    expect(failed?.textContent).toContain('Gave up after 8 attempts');
    expect(failed?.textContent).toContain('Last error: 550 5.1.1 mailbox unavailable');
    const waiting = card('Verify your email');
    expect(waiting?.textContent).toContain('waiting to send');
    expect(waiting?.textContent).toContain(
      `2 attempts so far; next attempt ${formatDateTime('2026-11-30T10:04:00.000Z')}`,
    );
    expect(waiting?.textContent).toContain('Last error: connect ECONNREFUSED');
    const sent = card('Welcome back');
    expect(sent?.textContent).toContain(`Sent ${formatDateTime('2026-11-30T10:01:00.000Z')}`);
    expect(sent?.textContent).toContain('Sign-up with an existing account');
    expect(sent?.textContent).not.toContain('Last error');
  });

  it('says when no mail was sent', () => {
    render(<MailTab mail={{ delivery: 'smtp', items: [] }} />);
    expect(screen.getByText('No emails have been sent to this user.')).toBeTruthy();
  });

  it('says plainly, without a mail server, that waiting mails are not sent and how to send them', () => {
    const withoutServer: UserMailList = {
      delivery: 'none',
      items: [
        // The API gives no next attempt without a mail server: none will be made.
        mail({ subject: 'Verify your email', kind: 'verify-email', status: 'pending', nextAttemptAt: null }),
        mail({ subject: 'Welcome back', status: 'sent', attempts: 1, sentAt: '2026-11-29T09:00:00.000Z' }),
      ],
    };
    render(<MailTab mail={withoutServer} />);
    expect(
      screen.getByText(/No mail server is configured: emails are kept but not sent\. Set SMTP_URL/),
    ).toBeTruthy();
    const waiting = card('Verify your email');
    expect(waiting?.textContent).toContain('not sent');
    expect(waiting?.textContent).toContain('Not sent: no mail server is configured');
    expect(waiting?.textContent).not.toContain('waiting to send');
    expect(waiting?.textContent).not.toContain('attempt due');
    // A mail sent while a server was configured still says when it went.
    expect(card('Welcome back')?.textContent).toContain(`Sent ${formatDateTime('2026-11-29T09:00:00.000Z')}`);
  });

  it('says there is no mail server even when no mail was written yet', () => {
    render(<MailTab mail={{ delivery: 'none', items: [] }} />);
    expect(screen.getByText(/No mail server is configured/)).toBeTruthy();
    expect(screen.getByText('No emails have been sent to this user.')).toBeTruthy();
  });
});
