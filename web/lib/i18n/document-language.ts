import { useEffect } from 'react';
import type { Locale } from '~/core/site/public-routes';
import { htmlLang, textDirection } from './locale';

/**
 * The document takes a page's language and direction (so dialogs and popovers, in portals, follow
 * it): the client app's document was rendered once for every route. The previous ones come back when
 * the page goes.
 */
export function useDocumentLanguage(locale: Locale) {
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = htmlLang[locale];
    root.dir = textDirection[locale];
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [locale]);
}
