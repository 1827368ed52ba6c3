// @vitest-environment happy-dom
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { setLearnerLocale } from '~/web/lib/i18n/learner-locale';
import routes from '~/web/routes';

afterEach(() => localStorage.clear());

type Page = { path: string; file: string };

/** Every page of the route config (not its layouts), with its full path. */
function pages(entries: RouteConfigEntry[], parent = ''): Page[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join('/');
    if (entry.children) return pages(entry.children, path);
    return [{ path: `/${path}`, file: entry.file }];
  });
}

type MetaArgs = { location: { pathname: string }; params: Record<string, string>; matches: unknown[] };
type RouteModule = { meta?: (args: MetaArgs) => { title?: string }[] };

async function titleOf(page: Page, pathname = page.path) {
  const module: RouteModule = await import(/* @vite-ignore */ `../${page.file}`);
  expect(module.meta, `${page.file} has no meta`).toBeTypeOf('function');
  const meta = module.meta!({ location: { pathname }, params: { id: '1' }, matches: [] });
  return meta.find((descriptor) => 'title' in descriptor)?.title;
}

const hebrew = /[\u05d0-\u05ea]/;
// "Page — Vocably", as the English titles are; the home page's puts the name first.
const titleForm = /^Vocably — .|. — Vocably$/;
const all = pages(routes);

describe('Hebrew pages have Hebrew titles', () => {
  const hebrewPages = all.filter((page) => page.path === '/he' || page.path.startsWith('/he/'));

  it('finds the public and account pages at /he/', () => {
    expect(hebrewPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/he',
        '/he/pricing',
        '/he/faq',
        '/he/signup',
        '/he/login',
        '/he/verify-email',
      ]),
    );
  });

  it.each(hebrewPages)('$path', async (page) => {
    const title = await titleOf(page);
    expect(title).toMatch(hebrew);
    expect(title).toMatch(titleForm);
  });

  it('the not-found page at a /he/ address', async () => {
    const notFound = all.find((page) => page.path === '/*')!;
    expect(await titleOf(notFound, '/he/no-such-page')).toBe('הדף לא נמצא — Vocably');
  });
});

describe("the learner's pages take the learner's language (they have no /he/ prefix)", () => {
  const learnerPages = all.filter((page) => page.path.startsWith('/dashboard'));

  it('finds every learner page', () => {
    expect(learnerPages).toHaveLength(12);
  });

  it.each(learnerPages)('$path in Hebrew', async (page) => {
    setLearnerLocale('he');
    const title = await titleOf(page);
    expect(title).toMatch(hebrew);
    expect(title).toMatch(titleForm);
  });

  it.each(learnerPages)('$path in English', async (page) => {
    setLearnerLocale('en');
    const title = await titleOf(page);
    expect(title).not.toMatch(hebrew);
    expect(title).toMatch(titleForm);
  });

  it('names the page', async () => {
    const words = learnerPages.find((page) => page.path === '/dashboard/words')!;
    setLearnerLocale('he');
    expect(await titleOf(words)).toBe('המילים שלך — Vocably');
    setLearnerLocale('en');
    expect(await titleOf(words)).toBe('Your words — Vocably');
  });
});
