import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '~/core/site/public-routes';
import { ogImagePaths, pageMeta } from './seo';

const ogImage = (pathname: string) =>
  pageMeta(pathname, '/pricing', (t) => t.pricing).find(
    (tag) => 'property' in tag && tag.property === 'og:image',
  );

describe('the Open Graph image', () => {
  it('is the card in the page’s language', () => {
    expect(ogImage('/pricing')).toEqual({
      property: 'og:image',
      content: `${siteOrigin}/images/og-image.png`,
    });
    expect(ogImage('/he/pricing')).toEqual({
      property: 'og:image',
      content: `${siteOrigin}/images/og-image-he.png`,
    });
  });

  it('of every language is in public/', () => {
    for (const path of Object.values(ogImagePaths)) expect(fs.existsSync(`public${path}`), path).toBe(true);
  });
});
