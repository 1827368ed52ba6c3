import path from 'node:path';
import { describe, expect, it } from 'vitest';
import appRoutes from '~/web/routes';
import { pagesOf } from './plugin';

// The pages the plan weighs come from the app's own route config: a leaf route with its layouts,
// and a page served at two addresses (English and /he/) once.
describe('the pages of the app', () => {
  const web = path.resolve(import.meta.dirname, '../../web');
  const pages = pagesOf(appRoutes, web).map((chain) => chain.map((file) => path.relative(web, file)));

  it('are each a leaf route with the layouts above it', () => {
    expect(pages).toContainEqual(['routes/learn/layout.tsx', 'routes/learn/study.tsx']);
    expect(pages).toContainEqual(['routes/admin/layout.tsx', 'routes/admin/users.tsx']);
    expect(pages).toContainEqual(['routes/admin/login.tsx']);
    expect(pages.some((chain) => chain.includes('routes/learn/layout.tsx') && chain.length === 1)).toBe(
      false,
    );
  });

  it('count a page served in two languages once', () => {
    const homes = pages.filter((chain) => chain.at(-1) === 'routes/marketing/home.tsx');
    expect(homes).toHaveLength(1);
    expect(new Set(pages.map((chain) => chain.join('|'))).size).toBe(pages.length);
  });
});
