import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// The client's address for rate limits: by default the socket's (never a header a client could
// forge). Behind a load balancer, CLIENT_IP_HEADER names the header it sets; for a list such as
// X-Forwarded-For, the last entry is the one the balancer appended, so it is the one trusted.
export function requestClientAddress(c: Context, trustedHeader: string | undefined): string | undefined {
  if (trustedHeader) {
    const value = c.req.header(trustedHeader);
    const last = value?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return clientAddress(c);
}

// The address of the socket. Undefined in app.request tests.
export function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function isLoopback(address: string | undefined) {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';
}
