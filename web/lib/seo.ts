import type { MetaDescriptor } from 'react-router';
import {
  type Locale,
  localeFromPath,
  locales,
  localizePath,
  type PublicPage,
  siteOrigin,
} from '~/core/site/public-routes';
import { type Messages, messages } from './i18n/site-messages';

const ogLocale: Record<Locale, string> = { en: 'en_US', he: 'he_IL' };
// Each language's card carries its own headline (the Hebrew one is drawn by scripts/og-image.ts).
export const ogImagePaths: Record<Locale, string> = {
  en: '/images/og-image.png',
  he: '/images/og-image-he.png',
};

/** Title, description, canonical URL, hreflang alternates and Open Graph tags of a public page. */
export function pageMeta(
  pathname: string,
  page: PublicPage,
  pick: (t: Messages) => { title: string; description: string },
): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const { title, description } = pick(messages[locale]);
  const url = `${siteOrigin}${localizePath(page, locale)}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...locales.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate,
      href: `${siteOrigin}${localizePath(page, alternate)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${siteOrigin}${page}` },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Vocably' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${siteOrigin}${ogImagePaths[locale]}` },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: ogLocale[locale] },
    ...locales
      .filter((alternate) => alternate !== locale)
      .map((alternate) => ({ property: 'og:locale:alternate', content: ogLocale[alternate] })),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
