import net from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env';
import { freePort } from '~/server/test/processes';
import { closeServer } from './close-server';
import { serverOptions } from './server-options';

describe('closeServer', () => {
  it('answers a request in flight, then closes its keep-alive connection and the server at once', async () => {
    const port = await freePort();
    // Keep-alive connections are held for a minute: close() alone would wait that long.
    const server = serve({
      fetch: () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('ok')), 500)),
      port,
      hostname: '127.0.0.1',
      serverOptions: serverOptions(parseEnv({})),
    });
    const socket = net.connect(port, '127.0.0.1');
    try {
      socket.setEncoding('utf8');
      let text = '';
      socket.on('data', (data) => {
        text += data;
      });
      const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const closed = new Promise<number>((resolve) =>
        closeServer(server, () => resolve(Date.now() - started)),
      );
      // Without the sweep the server would still be waiting on the keep-alive connection after 5 s.
      const timedOut = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000));
      const ms = await Promise.race([closed, timedOut]);
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThan(2000);
      await socketClosed;
      expect(text).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
    } finally {
      socket.destroy();
      server.close();
    }
  });
});
