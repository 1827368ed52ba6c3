import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, prerenderPaths, publicRoutePaths, stripLocale } from './public-routes';

describe('public routes', () => {
  it('puts English at the root and Hebrew under /he/', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'he')).toBe('/he/');
    expect(localizePath('/pricing', 'he')).toBe('/he/pricing');
    expect(publicRoutePaths).toHaveLength(18);
    expect(prerenderPaths).toContain('/he/__not-found');
  });

  it('reads the language from a path and strips it', () => {
    expect(localeFromPath('/he')).toBe('he');
    expect(localeFromPath('/he/faq')).toBe('he');
    expect(localeFromPath('/help')).toBe('en');
    expect(stripLocale('/he/faq')).toBe('/faq');
    expect(stripLocale('/he/')).toBe('/');
    expect(stripLocale('/he')).toBe('/');
    expect(stripLocale('/faq')).toBe('/faq');
  });
});
