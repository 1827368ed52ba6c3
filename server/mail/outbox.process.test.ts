import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabaseUrl } from '~/server/test/databases';
import { freePort, type ServerProcess, startServerProcess, waitForHealth } from '~/server/test/processes';
import { startSmtpServer } from '~/server/test/smtp-server';

// The real server process: sign-up wakes its delivery worker, SIGTERM stops it cleanly, and mail that
// could not go out is delivered by the next server that starts.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the server delivers the mail outbox', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabaseUrl>>;
  let client: pg.Client;
  const servers: ServerProcess[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    database = await createPostgresDatabaseUrl();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await smtp?.close();
    await client.end();
    await database.drop();
  });

  const start = async (smtpPort: number) => {
    const port = await freePort();
    const server = startServerProcess(port, {
      DATABASE_URL: database.url,
      PUBLIC_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: 'mail-outbox-process-test-secret-0123456789',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_SMTP_TIMEOUT_MS: '2000',
    });
    servers.push(server);
    await waitForHealth(port).catch((error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    return server;
  };
  const mailRow = async () =>
    (
      await client.query('select status, attempts, next_attempt_at from mail_outbox where recipient = $1', [
        email,
      ])
    ).rows[0];
  const email = 'outbox.process@example.com';

  it('retries when the SMTP server refuses, shuts down cleanly, and delivers after a restart', {
    timeout: 90_000,
  }, async () => {
    smtp = await startSmtpServer();
    smtp.control.refusing = true;
    const first = await start(smtp.port);
    const signUp = await fetch(`http://127.0.0.1:${first.port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${first.port}` },
      body: JSON.stringify({ email, password: 'secret123', name: '' }),
    });
    expect(signUp.status).toBe(200);
    // Woken by the insert: the first attempt happens at once, fails, and is scheduled again.
    await expect
      .poll(
        async () => {
          const row = await mailRow();
          return row && `${row.status} after ${row.attempts}`;
        },
        { timeout: 10_000 },
      )
      .toBe('pending after 1');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    smtp.control.refusing = false;
    const { received } = smtp;
    // Skip the backoff's wait rather than sleep through it.
    await client.query('update mail_outbox set next_attempt_at = now() where recipient = $1', [email]);
    const second = await start(smtp.port);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]?.to).toEqual([email]);
    await expect.poll(async () => (await mailRow())?.status, { timeout: 5_000 }).toBe('sent');
    expect((await mailRow())?.attempts).toBe(2);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
