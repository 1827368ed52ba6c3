import { locales, localizePath, publicPages, siteOrigin } from '~/core/site/public-routes';

// Prerendered to build/client/sitemap.xml: every public page in every language, with its alternates.
export function loader() {
  const urls = publicPages.flatMap((page) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${siteOrigin}${localizePath(page, alternate)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${siteOrigin}${localizePath(page, locale)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
