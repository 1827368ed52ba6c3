import { AUTH_BASE_PATH } from './auth';

// Better Auth's admin plugin is kept for what it enforces: a role on every user, and a disabled
// (banned) account refused at sign-in and on every session. Its own endpoints (set-role, ban-user,
// impersonate-user, list-user-sessions with their tokens, remove-user, set-user-password and more)
// would let an administrator's session skip our rules (never oneself, never the last
// administrator) and the audit log, so they are not served: staff change users through /api/admin,
// which checks those rules and records each change.

const ADMIN_PREFIX = `${AUTH_BASE_PATH}/admin`;

/** True for a request to one of the admin plugin's endpoints, however its path is spelled. */
export function isAuthAdminPath(url: string): boolean {
  let path = new URL(url).pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: compared as it came.
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}
