import type { ServerType } from '@hono/node-server';

/**
 * Stops taking connections and calls `onClosed` once every connection has ended. Idle keep-alive
 * connections are held open for a long time (KEEP_ALIVE_TIMEOUT_MS), so close() alone would wait
 * for them: idle ones are closed at once, and each busy one as soon as its answer has gone out
 * (looked at every 100 ms), so a request in flight still gets its answer.
 */
export function closeServer(server: ServerType, onClosed: () => void) {
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  const sweep = setInterval(closeIdle, 100);
  server.close(() => {
    clearInterval(sweep);
    onClosed();
  });
  closeIdle();
}
