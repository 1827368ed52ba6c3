import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Public marketing pages exist once per language (English at /, Hebrew at /he/); the same modules
// serve both and read the language from the URL. They are prerendered (see core/site/public-routes.ts).
const pages = [
  ['features', 'features'],
  ['pricing', 'pricing'],
  ['about', 'about'],
  ['support', 'support'],
  ['faq', 'faq'],
  ['user-guide', 'user-guide'],
  ['privacy', 'privacy'],
  ['terms', 'terms'],
] as const;

const file = (name: string) => `routes/marketing/${name}.tsx`;

const accountPages = ['login', 'signup', 'forgot-password', 'reset-password', 'verify-email'] as const;

export default [
  layout(file('layout'), [
    index(file('home')),
    ...pages.map(([path, name]) => route(path, file(name))),
    route('he', file('home'), { id: 'he-home' }),
    ...pages.map(([path, name]) => route(`he/${path}`, file(name), { id: `he-${name}` })),
    route('*', file('not-found')),
  ]),
  // Generated at build time next to the pages.
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  // Account pages: standalone, client-rendered (but /login, a static document), in English and at
  // /he/ in Hebrew; the same modules read the language from the URL.
  layout('routes/account/layout.tsx', [
    ...accountPages.map((name) => route(name, `routes/account/${name}.tsx`)),
    ...accountPages.map((name) => route(`he/${name}`, `routes/account/${name}.tsx`, { id: `he-${name}` })),
  ]),
  // The learner's pages (issue 14): one layout (header, nav, language) around the home and each screen.
  route('dashboard', 'routes/learn/layout.tsx', [
    index('routes/learn/home.tsx'),
    route('study', 'routes/learn/study.tsx'),
    route('stories', 'routes/learn/stories.tsx'),
    route('stories/:id', 'routes/learn/story.tsx'),
    route('statistics', 'routes/learn/statistics.tsx'),
    route('words', 'routes/learn/words.tsx'),
    route('words/:id', 'routes/learn/word.tsx'),
    route('sets', 'routes/learn/sets.tsx'),
    route('sets/:id', 'routes/learn/set.tsx'),
    route('collections', 'routes/learn/collections.tsx'),
    route('settings', 'routes/learn/settings.tsx'),
    route('import', 'routes/learn/import.tsx'),
  ]),
  // Admin portal: sign-in stands alone; everything else sits behind the admin guard and layout.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('users/:userId', 'routes/admin/user-detail.tsx'),
    route('words', 'routes/admin/words.tsx'),
    route('words/:wordId', 'routes/admin/word-detail.tsx'),
    route('subscriptions', 'routes/admin/subscriptions.tsx'),
    route('analytics', 'routes/admin/analytics.tsx'),
    route('permissions', 'routes/admin/permissions.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),
] satisfies RouteConfig;
