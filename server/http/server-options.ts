import type { ServerOptions } from 'node:http';
import type { Env } from '~/server/env';

// The Node HTTP server's limits on slow clients. Node checks them every connectionsCheckingInterval,
// so that interval is kept well below the shortest timeout. requestTimeout bounds a whole request,
// body included, and Node has one for every route: it is long enough for the largest import upload on
// a slow line (it was 30 s, which needed 27 Mbit/s for 100 MB). Slow clients stay bounded by the short
// headersTimeout (a slowloris never gets past its headers) and by each route's body limit. Idle keep-alive connections are held
// longer than Node's 5 s default (see KEEP_ALIVE_TIMEOUT_MS in server/env.ts); the two timeouts
// above count from a request's start, never the idle time before it.
export function serverOptions(
  env: Pick<Env, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'>,
): ServerOptions {
  return {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1000, Math.floor(env.HEADERS_TIMEOUT_MS / 4)),
  };
}
