// Client-rendered routes (not prerendered): the server answers them with the SPA shell and 200.
// Any other unknown path gets the shell with 404, which renders the not-found page.
export const appRoutePrefixes = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/dashboard',
  '/admin',
] as const;

/**
 * App pages that are the same for every visitor, prerendered as HTML that hydrates (not static
 * documents: they keep the client app's scripts). Their first paint no longer waits for the app's
 * JavaScript (Lighthouse mobile performance budget, docs/performance.md §6).
 */
export const appShellPaths = ['/login'] as const;

export function isAppRoute(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return appRoutePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
