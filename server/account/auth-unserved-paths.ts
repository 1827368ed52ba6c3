import { AUTH_BASE_PATH } from './auth';

// Better Auth endpoints that are not served over HTTP, however their path is spelled.
//
// The admin plugin is kept for what it enforces: a role on every user, and a disabled (banned)
// account refused at sign-in and on every session. Its own endpoints (set-role, ban-user,
// impersonate-user, list-user-sessions with their tokens, remove-user, set-user-password and more)
// would let an administrator's session skip our rules (never oneself, never the last
// administrator) and the audit log: staff change users through /api/admin, which checks those rules
// and records each change.
//
// verify-password answers whether a password is the signed-in user's. No client of ours calls it,
// and over HTTP it would let a stolen session guess the password without the sign-in lockout or
// the per-minute throttle every other password check is held to.

const ADMIN_PREFIX = `${AUTH_BASE_PATH}/admin`;
const UNSERVED = new Set([`${AUTH_BASE_PATH}/verify-password`]);

/** True for a request to an auth endpoint we do not serve (above), however its path is spelled. */
export function isUnservedAuthPath(url: string): boolean {
  let path = new URL(url).pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: compared as it came.
  }
  path = path
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '')
    .toLowerCase();
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`) || UNSERVED.has(path);
}
