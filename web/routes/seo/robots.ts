import { siteOrigin } from '~/core/site/public-routes';

// Prerendered to build/client/robots.txt. The app's private areas are not for search engines.
export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /admin
Disallow: /dashboard

Sitemap: ${siteOrigin}/sitemap.xml
`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
