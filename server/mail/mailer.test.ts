import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { outboxMessage } from '../db/schema';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/databases';
import { createMailer } from './mailer';
import { passwordResetEmail, verificationEmail } from './templates';

const logger = createLogger('silent', false);

describe('mail delivery', () => {
  let database: Database;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    smtp.close();
    await database.close();
  });

  it('sends HTML and text over SMTP when SMTP_URL is set, and stores nothing locally', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Vocably <no-reply@vocably.app>',
      db: database.db,
      logger,
    });
    expect(mailer.transport).toBe('smtp');
    const link = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fverify-email';
    await mailer.send({ to: 'someone@example.com', kind: 'verify-email', link, ...verificationEmail(link) });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['someone@example.com']);
    const raw = received[0]?.raw ?? '';
    expect(raw).toContain('Subject: Verify your email for Vocably');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(await database.db.select().from(outboxMessage)).toHaveLength(0);
  });

  it('stores mail in the outbox with its link when SMTP is not configured', async () => {
    const mailer = createMailer({ from: 'x@y.z', db: database.db, logger });
    expect(mailer.transport).toBe('outbox');
    const link = 'http://localhost:3000/api/auth/reset-password/tok?callbackURL=%2Freset-password';
    await mailer.send({ to: 'reset@example.com', kind: 'password-reset', link, ...passwordResetEmail(link) });
    const [row] = await database.db.select().from(outboxMessage);
    expect(row).toMatchObject({
      to: 'reset@example.com',
      kind: 'password-reset',
      link,
      subject: 'Reset your Vocably password',
    });
    expect(row?.text).toContain(link);
  });

  it('escapes what it puts into HTML', () => {
    const { html } = verificationEmail('http://x/?a="><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
  });
});
