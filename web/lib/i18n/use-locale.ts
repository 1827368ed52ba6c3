import { useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from '~/core/site/public-routes';
import { type Messages, messages } from './site-messages';

export { htmlLang, numberLocale, textDirection } from './locale';

/** The page language comes from the URL, which is what was prerendered. */
export function useLocale(): { locale: Locale; t: Messages; href: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return { locale, t: messages[locale], href: (path: string) => localizePath(path, locale) };
}
