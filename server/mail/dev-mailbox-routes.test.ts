import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { createMailer } from './mailer';

// app.request's third argument is the Node bindings: the socket the request came from.
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 5000, remoteFamily: 'IPv4' } },
});

describe.each(testDbKinds)('/dev/mailbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'mailbox@example.com', password: 'secret123', name: '' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists outbox mail with its links for requests from this machine', async () => {
    const page = await t.app.request('/dev/mailbox', {}, from('127.0.0.1'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Verify your email for Vocably');
    expect(html).toContain('mailbox@example.com');
    const json = await t.app.request('/dev/mailbox/messages.json', {}, from('::1'));
    const { items } = (await json.json()) as { items: { link: string }[] };
    expect(items[0]?.link).toContain('/api/auth/verify-email?token=');
  });

  it('is invisible to other machines and without a known address', async () => {
    expect((await t.app.request('/dev/mailbox', {}, from('10.1.2.3'))).status).toBe(404);
    expect((await t.app.request('/dev/mailbox/messages.json', {}, from('192.168.0.9'))).status).toBe(404);
    expect((await t.app.request('/dev/mailbox')).status).toBe(404);
  });

  it('is switched off while SMTP is configured', async () => {
    const smtpDeps = {
      ...t.deps,
      mailer: createMailer({ db: t.database.db, smtp: true }),
    };
    const { createApp } = await import('~/server/http/app');
    const app = createApp(smtpDeps);
    expect((await app.request('/dev/mailbox', {}, from('127.0.0.1'))).status).toBe(404);
  });
});
