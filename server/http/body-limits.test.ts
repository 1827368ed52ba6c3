import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env';
import { freePort } from '~/server/test/processes';
import { createTestApp, productionTestEnv, TEST_ORIGIN, type TestApp } from '~/server/test/test-app';
import { BODY_LIMITS } from './body-limits';
import { serverOptions } from './server-options';

const tooLarge = { message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' };

/** Sends raw bytes and resolves with whatever the server answers before it closes the socket. */
function rawExchange(port: number, chunks: string[], waitMs: number) {
  return new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.setEncoding('utf8');
    socket.on('data', (data) => {
      text += data;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
    }, waitMs);
  });
}

describe('request body limits', () => {
  let t: TestApp;
  let port: number;
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { REVENUECAT_WEBHOOK_SECRET: 'webhook-secret' });
    port = await freePort();
    server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  const post = (path: string, bytes: number, headers: Record<string, string> = {}) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      body: JSON.stringify({ email: 'big@example.com', password: 'secret123', name: 'x'.repeat(bytes) }),
    });

  it('answers 413 with a JSON message on auth routes, the webhook and the JSON API', async () => {
    const auth = await post('/api/auth/sign-up/email', BODY_LIMITS.auth + 1);
    expect(auth.status).toBe(413);
    expect(await auth.json()).toEqual(tooLarge);
    const webhook = await post('/api/webhooks/revenuecat', BODY_LIMITS.webhook + 1, {
      authorization: 'Bearer webhook-secret',
    });
    expect(webhook.status).toBe(413);
    expect(await webhook.json()).toEqual(tooLarge);
    const api = await post('/api/admin/users/bulk-disable', BODY_LIMITS.api + 1);
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual(tooLarge);
    // Bodies of a real size still pass.
    expect((await post('/api/auth/sign-up/email', 100)).status).toBe(200);
  });

  it('refuses a declared 100 MB body at once, without waiting for (or reading) it', async () => {
    const head = [
      'POST /api/auth/sign-up/email HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      `Origin: ${TEST_ORIGIN}`,
      `Content-Length: ${100 * 1024 * 1024}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    const { text, ms } = await rawExchange(port, [head, '{"email":'], 5000);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(ms).toBeLessThan(4000);
  });

  // The upload paths stream multipart bodies to disk past the API's limit; anything else sent there
  // was let past it too, and read whole (as JSON, before sign-in) by the surrogate check.
  it.each(['/api/me/imports', '/api/me/imports/preview'])(
    'holds a body that is not multipart to the API limit on %s, and never reads it',
    async (path) => {
      const big = await post(path, BODY_LIMITS.api + 1);
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual(tooLarge);
      // A JSON body under the limit is answered (401: nobody signed in) without waiting for its bytes.
      const head = [
        `POST ${path} HTTP/1.1`,
        'Host: localhost',
        'Content-Type: application/json',
        `Origin: ${TEST_ORIGIN}`,
        `Content-Length: ${BODY_LIMITS.api - 1}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      const { text, ms } = await rawExchange(port, [head, '{"name":'], 5000);
      expect(text).toMatch(/^HTTP\/1\.1 401/);
      expect(text).toContain('"code":"UNAUTHENTICATED"');
      expect(ms).toBeLessThan(4000);
    },
  );

  it('stops reading a chunked body at the limit', async () => {
    const head = [
      'POST /api/webhooks/revenuecat HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      'Authorization: Bearer webhook-secret',
      'Transfer-Encoding: chunked',
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    const chunk = 'a'.repeat(64 * 1024);
    const body = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const { text } = await rawExchange(port, [head, ...body], 5000);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
  });
});

describe('server timeouts', () => {
  it('answers 408 and closes a connection whose headers never finish', async () => {
    const port = await freePort();
    const env = parseEnv({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
    const server = serve({
      fetch: () => new Response('ok'),
      port,
      hostname: '127.0.0.1',
      serverOptions: serverOptions(env),
    });
    try {
      const { text, ms } = await rawExchange(port, ['GET / HTTP/1.1\r\nHost: localhost\r\n'], 10_000);
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeLessThan(5000);
    } finally {
      server.close();
    }
  });

  it('keeps an idle keep-alive connection for its own timeout, longer than the request timeouts, then closes it', async () => {
    const port = await freePort();
    const env = parseEnv({
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '1500',
    });
    const server = serve({
      fetch: () => new Response('ok'),
      port,
      hostname: '127.0.0.1',
      serverOptions: serverOptions(env),
    });
    const request = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const socket = net.connect(port, '127.0.0.1');
    try {
      socket.setEncoding('utf8');
      let text = '';
      let closedAt = 0;
      socket.on('data', (data) => {
        text += data;
      });
      socket.on('close', () => {
        closedAt = Date.now();
      });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(request);
      // Idle for longer than the request timeouts, which count from a request's start.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(closedAt).toBe(0);
      socket.write(request);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(text.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
      const answeredAt = Date.now();
      // Then, left idle past its keep-alive timeout, the server closes it: Node closes at the timeout
      // plus a second's grace (2.5 s here); with its default it would wait 6 s.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(closedAt).toBeGreaterThan(answeredAt);
    } finally {
      socket.destroy();
      server.close();
    }
  });

  it('has defaults, and refuses a headers timeout longer than the request timeout', () => {
    const env = parseEnv({});
    expect(serverOptions(env)).toMatchObject({
      headersTimeout: 15_000,
      requestTimeout: 600_000,
      keepAliveTimeout: 65_000,
    });
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toThrowError(
      /HEADERS_TIMEOUT_MS/,
    );
  });
});

describe('production', () => {
  it('has no /dev/mailbox, not even from this machine', async () => {
    const prod = await createTestApp('pglite', productionTestEnv);
    try {
      const from = {
        incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 5000, remoteFamily: 'IPv4' } },
      };
      expect(prod.deps.mailer.transport).toBe('outbox');
      expect((await prod.app.request('/dev/mailbox', {}, from)).status).toBe(404);
      expect((await prod.app.request('/dev/mailbox/messages.json', {}, from)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
