import type { Locale } from '~/core/site/public-routes';

// Per-language constants without any message table: the app shell (web/root.tsx) and the learner
// pages read these, and must not pull every public page's messages into their JavaScript
// (docs/performance.md §6). useLocale (./use-locale) adds the public site's messages.
export const htmlLang: Record<Locale, string> = { en: 'en', he: 'he' };
export const textDirection: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', he: 'rtl' };
/** BCP 47 tags for number formatting. */
export const numberLocale: Record<Locale, string> = { en: 'en-US', he: 'he-IL' };
