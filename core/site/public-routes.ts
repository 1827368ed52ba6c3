// The public marketing routes, prerendered to static HTML at build time, once per language.
// The server answers these from the prerendered files; app routes get the SPA shell; anything else
// gets the prerendered not-found page with status 404.

export const locales = ['en', 'he'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Where the production site lives; canonical URLs, hreflang links and the sitemap are absolute. */
export const siteOrigin = 'https://vocably.app';

export const publicPages = [
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
export type PublicPage = (typeof publicPages)[number];

/** A path segment no real page uses: the not-found page is prerendered there and served for misses. */
export const notFoundSegment = '__not-found';

export function localeFromPath(pathname: string): Locale {
  return pathname === '/he' || pathname.startsWith('/he/') ? 'he' : 'en';
}

/** The page path without its language prefix: `/he/pricing` gives `/pricing`, `/he/` gives `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** The URL of a page in a language: English at the root, Hebrew under /he/. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/he/' : `/he${path}`;
}

export function notFoundPath(locale: Locale) {
  return locale === 'en' ? `/${notFoundSegment}` : `/he/${notFoundSegment}`;
}

export const publicRoutePaths = locales.flatMap((locale) => publicPages.map((p) => localizePath(p, locale)));

/** Everything the build prerenders: every page in every language, the not-found pages, and SEO files. */
export const prerenderPaths = [
  ...publicRoutePaths,
  ...locales.map(notFoundPath),
  '/sitemap.xml',
  '/robots.txt',
];
