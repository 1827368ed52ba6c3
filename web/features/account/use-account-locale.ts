import { useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from '~/core/site/public-routes';
import { type AccountMessages, accountMessages } from './account-messages';

/** An account page's language is its address (/signup or /he/signup); the layout keeps the choice. */
export function useAccountLocale(): { locale: Locale; t: AccountMessages; path: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return { locale, t: accountMessages[locale], path: (path) => localizePath(path, locale) };
}
