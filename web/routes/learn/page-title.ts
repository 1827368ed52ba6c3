import { useEffect } from 'react';
import type { Locale } from '~/core/site/public-routes';
import { learnerLocale, useLearnerLocale } from '~/web/lib/i18n/learner-locale';

// The learner's pages have no /he/ prefix: their language is the one the learner chose, kept in this
// browser (learner-locale.ts). So the title comes from here, in both languages, rather than from a
// feature's messages: a Hebrew table there is a chunk of its own, not loaded yet when `meta` runs.
const titles = {
  en: {
    home: 'Dashboard',
    words: 'Your words',
    word: 'Word',
    sets: 'Study sets',
    set: 'Study set',
    collections: 'Collections',
    study: 'Study',
    stories: 'Stories',
    story: 'Story',
    statistics: 'Statistics',
    settings: 'Settings',
    import: 'Import words',
  },
  he: {
    home: 'לוח הבקרה',
    words: 'המילים שלך',
    word: 'מילה',
    sets: 'ערכות לימוד',
    set: 'ערכת לימוד',
    collections: 'אוספים',
    study: 'תרגול',
    stories: 'סיפורים',
    story: 'סיפור',
    statistics: 'סטטיסטיקה',
    settings: 'הגדרות',
    import: 'ייבוא מילים',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type LearnerPage = keyof (typeof titles)['en'];

export function learnerPageTitle(page: LearnerPage, locale: Locale): string {
  return `${titles[locale][page]} — Vocably`;
}

/**
 * A learner page's `meta`: its title in the learner's language. The pages render in the browser only,
 * after their clientLoader, so the language stored in this browser is known when this runs.
 */
export function learnerPageMeta(page: LearnerPage) {
  return [{ title: learnerPageTitle(page, learnerLocale()) }, { name: 'robots', content: 'noindex' }];
}

/**
 * Keeps the tab's title in the learner's language while the page is open: `meta` runs again only on
 * a navigation, not when the learner changes language in Settings (or in another tab).
 */
export function useLearnerPageTitle(page: LearnerPage) {
  const { locale } = useLearnerLocale();
  const title = learnerPageTitle(page, locale);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
