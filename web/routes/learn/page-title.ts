import { useEffect } from 'react';
import type { Locale } from '~/core/site/public-routes';
import { learnerLocale, useLearnerLocale } from '~/web/lib/i18n/learner-locale';

// The learner's pages have no /he/ prefix: their language is the one the learner chose, kept in this
// browser (learner-locale.ts). So each page names its title here, in both languages, rather than in a
// feature's messages: a Hebrew table there is a chunk of its own, not loaded yet when `meta` runs. Each
// route holds only its own pair (a table of every page's titles was loaded by every page).
/** A learner page's title in each language. */
export type PageTitles = Readonly<Record<Locale, string>>;

export function learnerPageTitle(titles: PageTitles, locale: Locale): string {
  return `${titles[locale]} — Vocably`;
}

/**
 * A learner page's `meta`: its title in the learner's language. The pages render in the browser only,
 * after their clientLoader, so the language stored in this browser is known when this runs.
 */
export function learnerPageMeta(titles: PageTitles) {
  return [{ title: learnerPageTitle(titles, learnerLocale()) }, { name: 'robots', content: 'noindex' }];
}

/**
 * Keeps the tab's title in the learner's language while the page is open: `meta` runs again only on
 * a navigation, not when the learner changes language in Settings (or in another tab).
 */
export function useLearnerPageTitle(titles: PageTitles) {
  const { locale } = useLearnerLocale();
  const title = learnerPageTitle(titles, locale);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
