import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDeliveryAttempt, mailOutbox } from '~/server/db/schema';
import { createSmtpTransport } from '~/server/mail/transport';
import { createMailWorker, type MailWorker } from '~/server/mail/worker';
import { testDbKinds } from '~/server/test/databases';
import { startSmtpServer } from '~/server/test/smtp-server';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Issue 11 §3: a stalled SMTP server once made sign-up, sign-in and reset requests hang ~30 s.
// Now the request only writes the outbox; the worker's attempt times out and the mail waits for a retry.
// How long the worker waits for the greeting. A request that waited on SMTP could not answer in half
// of it; the bound is relative because password hashing alone is slow on a loaded 2-core machine.
const stallMs = 4000;

describe.each(testDbKinds)('auth mail with an SMTP server that never greets (%s)', (kind) => {
  let t: TestApp;
  let worker: MailWorker;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // onConnect that never answers: the server accepts the connection and never sends its 220 greeting.
    smtp = await startSmtpServer({ onConnect: () => {} });
    worker = createMailWorker({
      db: t.database.db,
      transport: createSmtpTransport({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Vocably <no-reply@vocably.app>',
        timeoutMs: stallMs,
      }),
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 100,
    });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop(100);
    await smtp.close();
    await t.close();
  });

  const timed = async (request: Promise<Response> | Response) => {
    const started = performance.now();
    const response = await request;
    return { response, ms: performance.now() - started };
  };

  it('answers sign-up and a password reset request at once; the mail stays pending for a retry', async () => {
    // The first request of a fresh app pays for lazy set-up (and password hashing is slow on a busy
    // machine); the bound below is about SMTP, so warm up first.
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'warm-up@example.com', password: 'secret123', name: '' },
    });
    const email = 'stalled@example.com';
    const signUp = await timed(
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password: 'secret123', name: '' },
      }),
    );
    expect(signUp.response.status).toBe(200);
    expect(signUp.ms).toBeLessThan(stallMs / 2);

    const reset = await timed(
      t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email, redirectTo: '/reset-password' },
      }),
    );
    expect(reset.response.status).toBe(200);
    expect(reset.ms).toBeLessThan(stallMs / 2);

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['password-reset', 'verify-email']);

    // The worker tried, the greeting never came, and the mail is pending again (not lost, not failed).
    const verify = mails.find((mail) => mail.kind === 'verify-email');
    if (!verify) throw new Error('no verification mail');
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(mailDeliveryAttempt)
              .where(eq(mailDeliveryAttempt.mailId, verify.id))
          ).length,
        { timeout: 3 * stallMs },
      )
      .toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, verify.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/greeting|timeout/i);
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(smtp.received).toHaveLength(0);
  });
});
