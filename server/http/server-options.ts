import type { ServerOptions } from 'node:http';
import type { Env } from '~/server/env';

// The Node HTTP server's limits on slow clients. Node checks them every connectionsCheckingInterval,
// so that interval is kept well below the shortest timeout.
export function serverOptions(env: Pick<Env, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS'>): ServerOptions {
  return {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1000, Math.floor(env.HEADERS_TIMEOUT_MS / 4)),
  };
}
