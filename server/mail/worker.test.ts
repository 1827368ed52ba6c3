import { asc, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '~/server/db/client';
import { mailDeliveryAttempt, mailOutbox } from '~/server/db/schema';
import { createMailer } from '~/server/mail/mailer';
import { verificationEmail } from '~/server/mail/templates';
import { createSmtpTransport, type MailTransport } from '~/server/mail/transport';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from '~/server/mail/worker';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { startSmtpServer } from '~/server/test/smtp-server';

const token = 'tok3n-secret-value';
const link = `http://localhost:3000/api/auth/verify-email?token=${token}&callbackURL=%2Fverify-email`;

// A logger whose lines the test reads: failures must name the domain and kind, never the person or token.
function capturingLogger() {
  const lines: string[] = [];
  return { logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }), lines };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function clock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

// tcpmux: nothing serves it on a development or CI machine, so connecting is refused at once, and no
// other test can start listening there (a port from a shared range could be taken meanwhile).
const refusedPort = 1;

// `login`: user:password to log in with (SMTP_URL's credentials).
const smtpTransport = (port: number, timeoutMs = 2000, login?: string) =>
  createSmtpTransport({
    smtpUrl: `smtp://${login ? `${login}@` : ''}127.0.0.1:${port}`,
    from: 'Vocably <no-reply@vocably.app>',
    timeoutMs,
  });

describe.each(testDbKinds)('mail delivery worker (%s)', (kind) => {
  let database: Database;
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await database?.close();
    database = undefined as unknown as Database;
  });

  const queue = (c: { now: () => Date }, to = 'learner@example.com', subject?: string) =>
    createMailer({ db: database.db, smtp: true, now: c.now }).send({
      to,
      kind: 'verify-email',
      link,
      ...verificationEmail(link),
      ...(subject ? { subject } : {}),
    });
  const queueKind = (c: { now: () => Date }, kind: string, linkValidForMs?: number) =>
    createMailer({ db: database.db, smtp: true, now: c.now }).send({
      to: `${kind}@example.com`,
      kind,
      link,
      linkValidForMs,
      ...verificationEmail(link),
    });
  const rows = () => database.db.select().from(mailOutbox);
  // A worker on the test's clock that logs nothing.
  const quietWorker = (
    c: { now: () => Date },
    transport: MailTransport,
    options: Partial<Omit<MailWorkerOptions, 'db' | 'transport' | 'now'>> = {},
  ) =>
    createMailWorker({
      db: database.db,
      transport,
      logger: pino({ level: 'silent' }),
      now: c.now,
      ...options,
    });
  const statuses = async () =>
    Object.fromEntries((await rows()).map((row) => [row.kind, [row.status, row.lastError]]));
  // Runs the worker each time a mail falls due, moving the clock there, until none is pending;
  // `before` sees the time first (the test changes the server's mind then).
  const runUntilSettled = async (
    c: ReturnType<typeof clock>,
    worker: MailWorker,
    before = (_at: Date) => {},
  ) => {
    for (;;) {
      const pending = (await rows()).filter((row) => row.status === 'pending');
      if (!pending.length) return;
      const due = Math.min(...pending.map((row) => row.nextAttemptAt.getTime()));
      c.advance(Math.max(0, due - c.now().getTime()));
      before(c.now());
      await worker.runOnce();
    }
  };
  const attempts = () =>
    database.db.select().from(mailDeliveryAttempt).orderBy(asc(mailDeliveryAttempt.attempt));

  it('retries when the server refuses at first and delivers once it accepts', async () => {
    const c = clock();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    smtp.control.refusing = true;
    const { logger, lines } = capturingLogger();
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(smtp.port),
      logger,
      now: c.now,
    });
    await queue(c);

    expect(await worker.runOnce()).toBe(1);
    const [afterFirst] = await rows();
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst?.nextAttemptAt.getTime()).toBe(c.now().getTime() + 30_000);
    expect(afterFirst?.lastError).toContain('421');
    // Not due yet: no attempt before the backoff has passed.
    c.advance(29_000);
    expect(await worker.runOnce()).toBe(0);

    smtp.control.refusing = false;
    c.advance(1_000);
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['learner@example.com']);
    expect(smtp.received[0]?.raw).toContain('Subject: Verify your email for Vocably');
    expect(smtp.received[0]?.raw).toContain('text/plain');
    expect(smtp.received[0]?.raw).toContain('text/html');
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, sentAt: c.now() });
    expect((await attempts()).map((a) => [a.attempt, a.outcome, a.transport])).toEqual([
      [1, 'retry', 'smtp'],
      [2, 'sent', 'smtp'],
    ]);

    const failure = lines.map((line) => JSON.parse(line)).find((l) => l.msg.includes('will retry'));
    expect(failure).toMatchObject({
      kind: 'verify-email',
      domain: 'example.com',
      attempt: 1,
      responseCode: 421,
    });
    const log = lines.join('\n');
    expect(log).not.toContain('learner@');
    expect(log).not.toContain(token);
  });

  it('does not send a mail whose link has expired by the time a retry comes, and says why', async () => {
    const c = clock();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    smtp.control.refusing = true;
    const { logger, lines } = capturingLogger();
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(smtp.port),
      logger,
      now: c.now,
      retryBaseMs: 20 * 60_000,
    });
    await createMailer({ db: database.db, smtp: true, now: c.now }).send({
      to: 'learner@example.com',
      kind: 'password-reset',
      link,
      linkValidForMs: 60 * 60_000,
      ...verificationEmail(link),
    });
    expect(await worker.runOnce()).toBe(1);
    // The second try, 20 minutes on, still inside the hour: refused again, retried 40 minutes later.
    c.advance(20 * 60_000);
    expect(await worker.runOnce()).toBe(1);
    smtp.control.refusing = false;
    // The link's hour has passed at the third: not sent.
    c.advance(40 * 60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: the link in this mail expired before it could be delivered.',
    });
    expect((await attempts()).map((a) => a.outcome)).toEqual(['retry', 'retry', 'failed']);
    expect(lines.some((line) => line.includes('its link expired before delivery'))).toBe(true);

    // A mail whose link still works a moment before its end is delivered.
    await createMailer({ db: database.db, smtp: true, now: c.now }).send({
      to: 'other@example.com',
      kind: 'password-reset',
      link,
      linkValidForMs: 60 * 60_000,
      ...verificationEmail(link),
    });
    c.advance(60 * 60_000 - 1);
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['other@example.com']]);
  });

  it('writes at most the capped number of mails of a kind to one recipient an hour, then more after it', async () => {
    const c = clock();
    const mailer = createMailer({ db: database.db, smtp: true, now: c.now });
    const send = (to: string, kind = 'password-reset') =>
      mailer.send({ to, kind, link, perRecipientHourly: 3, ...verificationEmail(link) });
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => send('learner@example.com')));
    expect(burst.filter((queued) => queued)).toHaveLength(3);
    // Another recipient, another kind: counted apart.
    expect(await send('other@example.com')).toBe(true);
    expect(await send('learner@example.com', 'verify-email')).toBe(true);
    c.advance(60 * 60_000 - 1);
    expect(await send('learner@example.com')).toBe(false);
    c.advance(1);
    expect(await send('learner@example.com')).toBe(true);
    expect((await rows()).filter((row) => row.recipient === 'learner@example.com')).toHaveLength(5);
  });

  it('marks mail failed at once when the server rejects it with 5xx, and never tries again', async () => {
    const c = clock();
    const smtp = await startSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(
          Object.assign(new Error('5.1.1 <learner@example.com>: no such user'), { responseCode: 550 }),
        ),
    });
    cleanups.push(smtp.close);
    const { logger, lines } = capturingLogger();
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport(smtp.port),
      logger,
      now: c.now,
    });
    await queue(c);

    expect(await worker.runOnce()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    // The stored error keeps the server's words but not the address.
    expect(row?.lastError).toContain('550');
    expect(row?.lastError).not.toContain('learner@');
    expect(await attempts()).toMatchObject([{ attempt: 1, outcome: 'failed', responseCode: 550 }]);
    c.advance(24 * 3600_000);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const failed = lines.map((line) => JSON.parse(line)).find((l) => l.msg.includes('failed for good'));
    expect(failed).toMatchObject({ kind: 'verify-email', domain: 'example.com', responseCode: 550 });
    expect(lines.join('\n')).not.toContain('learner@');
  });

  it('gives up after the last allowed attempt when the server keeps deferring the recipient, the backoff doubling up to its cap', async () => {
    const c = clock();
    const smtp = await startSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('4.2.2 Mailbox full, try later'), { responseCode: 452 })),
    });
    cleanups.push(smtp.close);
    const worker = quietWorker(c, smtpTransport(smtp.port), {
      maxAttempts: 4,
      retryBaseMs: 1000,
      retryMaxMs: 3000,
    });
    await queueKind(c, 'existing-account');
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      await worker.runOnce();
      const [row] = await rows();
      expect(row?.status).toBe('pending');
      const delay = (row?.nextAttemptAt.getTime() ?? 0) - c.now().getTime();
      delays.push(delay);
      c.advance(delay);
    }
    expect(delays).toEqual([1000, 2000, 3000]);
    expect(await worker.runOnce()).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 4, messageFailures: 4 });
    expect((await rows())[0]?.lastError).toContain('452');
    expect((await attempts()).map((a) => a.outcome)).toEqual(['retry', 'retry', 'retry', 'failed']);
    c.advance(HOUR);
    expect(await worker.runOnce()).toBe(0);
  });

  it('keeps a mail waiting, without using up its tries, while connections are refused', async () => {
    const c = clock();
    const worker = quietWorker(c, smtpTransport(refusedPort), {
      maxAttempts: 2,
      retryBaseMs: 1000,
      retryMaxMs: 3000,
    });
    await queueKind(c, 'existing-account');
    for (let i = 0; i < 5; i++) {
      expect(await worker.runOnce()).toBe(1);
      c.advance(3000);
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 5, messageFailures: 0 });
    expect(row?.lastError).toContain('ECONNREFUSED');
  });

  it('waits out two hours of refused logins: mail is sent once the credentials work, but not a reset whose hour has passed', async () => {
    const c = clock();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    smtp.control.refusingLogins = true;
    const worker = quietWorker(c, smtpTransport(smtp.port, 2000, 'vocably:secret'));
    await queueKind(c, 'verify-email', 24 * HOUR);
    await queueKind(c, 'password-reset', HOUR);
    await queueKind(c, 'existing-account');
    const fixedAt = c.now().getTime() + 2 * HOUR;
    await runUntilSettled(c, worker, (at) => {
      if (at.getTime() >= fixedAt) smtp.control.refusingLogins = false;
    });

    expect(await statuses()).toEqual({
      'verify-email': ['sent', null],
      'existing-account': ['sent', null],
      'password-reset': ['failed', 'Not sent: the link in this mail expired before it could be delivered.'],
    });
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
      ['existing-account@example.com'],
      ['verify-email@example.com'],
    ]);
    // More tries than MAIL_MAX_ATTEMPTS' default (8), none of them counted against it.
    const verification = (await rows()).find((row) => row.kind === 'verify-email');
    expect(verification?.attempts).toBeGreaterThan(8);
    expect(verification?.messageFailures).toBe(0);
  });

  it('keeps mail pending when the server answers MAIL FROM with 530 (no credentials configured): fixing it sends the mail', async () => {
    const c = clock();
    const control = { requireLogin: true };
    const smtp = await startSmtpServer({
      onMailFrom: (_address, _session, callback) =>
        callback(
          control.requireLogin
            ? Object.assign(new Error('5.7.0 Authentication required'), { responseCode: 530 })
            : undefined,
        ),
    });
    cleanups.push(smtp.close);
    const worker = quietWorker(c, smtpTransport(smtp.port), { maxAttempts: 1 });
    await queue(c);
    expect(await worker.runOnce()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      messageFailures: 0,
      nextAttemptAt: new Date(c.now().getTime() + 30_000),
    });
    expect(row?.lastError).toContain('530');
    expect(await attempts()).toMatchObject([{ outcome: 'retry', responseCode: 530 }]);

    control.requireLogin = false;
    c.advance(30_000);
    expect(await worker.runOnce()).toBe(1);
    expect((await rows())[0]?.status).toBe('sent');
  });

  it('sends every attempt of a mail with the same Message-ID, so a repeated message is known as one', async () => {
    const c = clock();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    smtp.control.deferringData = true;
    const worker = quietWorker(c, smtpTransport(smtp.port));
    await queue(c);
    await worker.runOnce();
    smtp.control.deferringData = false;
    c.advance(30_000);
    await worker.runOnce();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const messageIds = smtp.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim());
    expect(messageIds).toEqual([`<${row?.id}@vocably.app>`, `<${row?.id}@vocably.app>`]);
  });

  it('waits for a server slow to accept the message, though connecting is bounded tightly', async () => {
    const c = clock();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    // The reply to the message's end comes long after the connect timeout (as a filtering server's may).
    smtp.control.replyDelayMs = 1500;
    const worker = quietWorker(c, smtpTransport(smtp.port, 300));
    await queue(c);
    await worker.runOnce();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('goes on to the next mail when one is removed while it is being sent (its account deleted)', async () => {
    const c = clock();
    const sent: string[] = [];
    // The transport removes the first mail's row while "sending" it, as an account deletion would.
    const transport: MailTransport = {
      kind: 'smtp',
      deliver: async (mail) => {
        if (mail.recipient === 'gone@example.com')
          await database.db.delete(mailOutbox).where(sql`${mailOutbox.recipient} = 'gone@example.com'`);
        sent.push(mail.recipient);
      },
      close: () => {},
    };
    const worker = createMailWorker({
      db: database.db,
      transport,
      logger: pino({ level: 'silent' }),
      now: c.now,
    });
    await queue(c, 'gone@example.com');
    c.advance(1);
    await queue(c, 'stays@example.com');
    expect(await worker.runOnce()).toBe(2);
    expect(sent).toEqual(['gone@example.com', 'stays@example.com']);
    expect((await rows()).map((row) => [row.recipient, row.status])).toEqual([['stays@example.com', 'sent']]);
    expect((await attempts()).map((a) => a.outcome)).toEqual(['sent']);
  });

  it('takes over a claim whose process died (after its lease), and stops without waiting for a stalled send', async () => {
    const c = clock();
    const stalled: MailTransport = { kind: 'smtp', deliver: () => new Promise(() => {}), close: () => {} };
    const first = quietWorker(c, stalled, { leaseMs: 60_000 });
    await queue(c);
    void first.runOnce();
    await expect.poll(async () => (await rows())[0]?.status).toBe('sending');
    const stopping = Date.now();
    await first.stop(100);
    expect(Date.now() - stopping).toBeLessThan(1000);

    const delivered: string[] = [];
    const restarted = createMailWorker({
      db: database.db,
      transport: {
        kind: 'smtp',
        deliver: async (mail) => void delivered.push(mail.recipient),
        close: () => {},
      },
      logger: pino({ level: 'silent' }),
      now: c.now,
      leaseMs: 60_000,
    });
    expect(await restarted.runOnce()).toBe(0); // the claim is still valid
    c.advance(60_000);
    expect(await restarted.runOnce()).toBe(1);
    expect(delivered).toEqual(['learner@example.com']);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps a slow send to itself by renewing its claim, though the send outlasts the lease', async () => {
    // Real time here: the renewal runs on a timer, every third of the lease.
    const c = { now: () => new Date() };
    let finish = () => {};
    const slow: MailTransport = {
      kind: 'smtp',
      deliver: () => new Promise<void>((resolve) => (finish = resolve)),
      close: () => {},
    };
    const first = quietWorker(c, slow, { leaseMs: 300 });
    await queue(c);
    const sending = first.runOnce();
    await expect.poll(async () => (await rows())[0]?.status).toBe('sending');
    const delivered: string[] = [];
    const second = quietWorker(
      c,
      { kind: 'smtp', deliver: async (mail) => void delivered.push(mail.recipient), close: () => {} },
      { leaseMs: 300 },
    );
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await second.runOnce()).toBe(0);
    }
    finish();
    await sending;
    expect(delivered).toEqual([]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    await first.stop();
    await second.stop();
  });

  it('two workers sharing the outbox send every mail exactly once', async () => {
    const c = clock();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    // Two pools on one PostgreSQL database are two server processes as far as locking goes.
    const other = kind === 'postgres' ? await secondConnection(database) : undefined;
    if (other) cleanups.push(other.close);
    const workerOn = (db: Database) =>
      createMailWorker({
        db: db.db,
        transport: smtpTransport(smtp.port),
        logger: pino({ level: 'silent' }),
        now: c.now,
      });
    const [a, b] = [workerOn(database), workerOn(other ?? database)];
    for (let i = 0; i < 24; i++) await queue(c, `learner${i}@example.com`, `mail ${i}`);

    const [byA, byB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(byA + byB).toBe(24);
    if (kind === 'postgres') expect(Math.min(byA, byB)).toBeGreaterThan(0);
    const subjects = smtp.received.map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim());
    expect(new Set(subjects).size).toBe(24);
    expect(subjects).toHaveLength(24);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(await attempts()).toHaveLength(24);
  });
});

// A second, independent pool on the same PostgreSQL database as `database`.
async function secondConnection(database: Database) {
  // node-postgres answers with a QueryResult.
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${result.rows[0]?.name}`;
  return openPostgres(url.toString(), 3);
}
