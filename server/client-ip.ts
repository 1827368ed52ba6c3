import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// The address of the socket (never a header a client could forge). Undefined in app.request tests.
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
