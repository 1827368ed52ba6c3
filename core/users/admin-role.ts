// The spec's isAdminUser claim is the auth library's role "admin". Written once here, so the guard,
// the admin record and the claims editor cannot disagree about it.
export const ADMIN_ROLE = 'admin';
const USER_ROLE = 'user';

export function isAdminRole(role: string | null | undefined): boolean {
  return role === ADMIN_ROLE;
}

/** The role after setting isAdminUser: admin, or "user" when an admin is demoted; any other role stays. */
export function roleForClaims<R extends string | null>(currentRole: R, isAdminUser: boolean): R | string {
  if (isAdminUser) return ADMIN_ROLE;
  return isAdminRole(currentRole) ? USER_ROLE : currentRole;
}
