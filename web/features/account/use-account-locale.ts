import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from '~/core/site/public-routes';
import { setLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { type AccountMessages, accountMessages } from './account-messages';

/**
 * An account page's language is its address (/signup or /he/signup). Visiting one keeps that choice
 * for the learner's pages, so a learner who signs up in Hebrew studies in Hebrew.
 */
export function useAccountLocale(): { locale: Locale; t: AccountMessages; path: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  useEffect(() => setLearnerLocale(locale), [locale]);
  return { locale, t: accountMessages[locale], path: (path) => localizePath(path, locale) };
}
