import { useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from '~/core/public-routes';
import { type Messages, messages } from './messages';

export const htmlLang: Record<Locale, string> = { en: 'en', he: 'he' };
export const textDirection: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', he: 'rtl' };
/** BCP 47 tags for number formatting. */
export const numberLocale: Record<Locale, string> = { en: 'en-US', he: 'he-IL' };

/** The page language comes from the URL, which is what was prerendered. */
export function useLocale(): { locale: Locale; t: Messages; href: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return { locale, t: messages[locale], href: (path: string) => localizePath(path, locale) };
}
