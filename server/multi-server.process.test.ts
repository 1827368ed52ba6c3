import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabaseUrl } from './test/databases';
import {
  freePort,
  type ServerProcess,
  startRoundRobinProxy,
  startServerProcess,
  waitForHealth,
} from './test/processes';

// Two server processes on one PostgreSQL behind a round-robin proxy: whatever one server knows about
// sessions, bans, rate limits and lockouts, the other honours on the very next request.
describe.skipIf(!process.env.TEST_DATABASE_URL)('several servers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabaseUrl>>;
  let servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let origin: string;

  beforeAll(async () => {
    database = await createPostgresDatabaseUrl();
    const ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    origin = `http://localhost:${proxyPort}`;
    const env = {
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: 'shared-secret-of-both-servers-0123456789',
      PUBLIC_URL: origin,
      // Sign-ins from the proxy's address in this file: 2 + 1 + 10 + 1 allowed, the 15th refused.
      AUTH_SIGN_IN_RATE_LIMIT: '14',
      SMTP_URL: '',
    };
    servers = ports.map((port) => startServerProcess(port, env));
    await Promise.all(
      servers.map((server) =>
        waitForHealth(server.port).catch((error) => {
          throw new Error(`${error.message}\n${server.output()}`);
        }),
      ),
    );
    proxy = await startRoundRobinProxy(ports);
    origin = `http://127.0.0.1:${proxy.port}`;
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await proxy?.close();
    await database?.drop();
  });

  const call = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
    fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        origin: `http://localhost:${proxy.port}`,
        ...(init.json ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });

  async function verifiedUser(email: string, role?: 'admin') {
    expect(
      (
        await call('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email, password: 'secret123', name: '' },
        })
      ).status,
    ).toBe(200);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ link: string }>(
        "select link from mail_outbox where recipient = $1 and kind = 'verify-email' order by created_at desc limit 1",
        [email],
      );
      const link = new URL(rows[0]!.link);
      expect((await call(link.pathname + link.search)).status).toBe(302);
      if (role) await client.query(`update "user" set role = 'admin' where email = $1`, [email]);
    } finally {
      await client.end();
    }
    const signIn = await call('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret123' },
    });
    expect(signIn.status).toBe(200);
    return {
      token: signIn.headers.get('set-auth-token')!,
      id: ((await signIn.json()) as { user: { id: string } }).user.id,
    };
  }

  it('shares sessions, and a ban on one server revokes the token on the other at once', async () => {
    const learner = await verifiedUser('roaming@example.com');
    const admin = await verifiedUser('multi.admin@example.com', 'admin');
    const servedBefore = proxy.served.length;
    for (let i = 0; i < 4; i++) {
      const session = (await (await call('/api/auth/get-session', { token: learner.token })).json()) as {
        user?: { email: string };
      };
      expect(session?.user?.email).toBe('roaming@example.com');
    }
    expect(new Set(proxy.served.slice(servedBefore)).size).toBe(2);

    expect(
      (
        await call(`/api/admin/users/${learner.id}/disable`, {
          method: 'POST',
          token: admin.token,
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(await (await call('/api/auth/get-session', { token: learner.token })).json()).toBeNull();
    }
  });

  it('counts failed sign-ins and rate limits across both servers', async () => {
    const victim = 'shared.lockout@example.com';
    await verifiedUser(victim);
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await call('/api/auth/sign-in/email', {
            method: 'POST',
            json: { email: victim, password: 'wrong' },
          })
        ).status,
      ).toBe(401);
    }
    const locked = await call('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: victim, password: 'secret123' },
    });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    const limited = await call('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'other@example.com', password: 'x' },
    });
    expect(limited.status).toBe(429);
  });
});
