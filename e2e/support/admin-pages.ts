import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminGet, adminToken, findDemoUser } from './admin';

/** Every page of the portal, with a demo learner rich in data and a dictionary word for the details. */
export async function adminPages(request: APIRequestContext) {
  const details = await findDemoUser(
    request,
    (d) => d.profile !== null && d.words.length > 0 && d.studySets.length > 0 && d.stories.length > 0,
  );
  const token = await adminToken(request);
  const words = await adminGet<{ items: { id: string }[] }>(request, token, '/api/admin/words?limit=1');
  const user = `/admin/users/${encodeURIComponent(details.user.uid)}`;
  const word = `/admin/words/${encodeURIComponent(words.items[0]!.id)}`;
  return {
    list: [
      { name: 'dashboard', path: '/admin' },
      { name: 'users', path: '/admin/users' },
      ...['profile', 'permissions', 'settings', 'words', 'study-sets', 'stories'].map((tab) => ({
        name: `user-${tab}`,
        path: tab === 'profile' ? user : `${user}?tab=${tab}`,
      })),
      { name: 'words', path: '/admin/words' },
      { name: 'word', path: word },
      { name: 'subscriptions', path: '/admin/subscriptions' },
      { name: 'analytics', path: '/admin/analytics' },
      { name: 'permissions', path: '/admin/permissions' },
      { name: 'settings', path: '/admin/settings' },
    ],
    wordTabs: ['Definitions', 'Translations', 'Synonyms', 'Examples', 'Variants', 'Metadata'],
  };
}

/** After navigation: the page's heading is there and nothing is still loading. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
