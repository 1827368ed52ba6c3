// Client-rendered routes (not prerendered): the server answers them with the SPA shell and 200.
// Any other unknown path gets the shell with 404, which renders the not-found page.
export const appRoutePrefixes = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/he/login',
  '/he/signup',
  '/he/forgot-password',
  '/he/reset-password',
  '/he/verify-email',
  '/dashboard',
  '/admin',
] as const;

/**
 * App pages prerendered as static documents without the React runtime, like the public pages (ADR
 * 0015): /login's JavaScript budget (100 KB gzip) is less than React DOM with React Router. The client
 * app reloads the document when it would render one of them.
 */
export const staticAppPaths = ['/login', '/he/login'] as const;

export function isAppRoute(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return appRoutePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
