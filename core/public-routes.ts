// The public marketing routes, prerendered to static HTML at build time.
// The server answers these from the prerendered files; every other non-API path gets the SPA shell.
export const publicRoutePaths = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/support',
  '/faq',
  '/user-guide',
  '/privacy',
  '/terms',
] as const;
