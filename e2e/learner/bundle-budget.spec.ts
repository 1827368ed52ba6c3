import { expect, test } from '@playwright/test';
import { signedInLearner } from '../support/accounts';
import { documentScripts, inlineScriptBytes, isAdminChunk, kb, recordScripts } from '../support/scripts';

// Issue 14's budgets for the app's JavaScript (docs/performance.md §6). Chunks holding administrator
// code are named admin-… (vite.config.ts), so "no administrator code on a learner page" is a check on
// file names: in the route manifest, in each document's preload list and in what the browser loads.

// /login's budget is 100 KB gzip. React DOM, React and React Router alone are about 111 KB, so /login
// is a static document with its behaviour inlined (ADR 0015): it loads no script file at all.
const LOGIN_BUDGET_KB = 100;

type Manifest = { routes: Record<string, { id: string; module: string; imports?: string[] }> };

test('no learner or account route, in the manifest, preloads or imports an admin chunk', async ({ page }) => {
  // /signup is a page of the client app, so it has the route manifest (/login has no app scripts).
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const manifest = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest,
  );
  const routes = Object.values(manifest.routes);
  const adminRoutes = routes.filter((route) => route.id.startsWith('routes/admin/'));
  const others = routes.filter((route) => !route.id.startsWith('routes/admin/'));
  // Not vacuous: the admin portal's own routes are admin chunks.
  expect(adminRoutes.length).toBeGreaterThan(0);
  for (const route of adminRoutes) expect(isAdminChunk(route.module), route.id).toBe(true);
  for (const route of others) {
    expect([route.module, ...(route.imports ?? [])].filter(isAdminChunk), route.id).toEqual([]);
  }
  // The app document (every client route gets it) preloads no admin chunk either.
  const html = await (await page.request.get('/signup')).text();
  expect(documentScripts(html).length).toBeGreaterThan(0);
  expect(documentScripts(html).filter(isAdminChunk)).toEqual([]);
});

test('/login and the learner pages load no admin chunk; /login stays within its JavaScript budget', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const html = await (await page.request.get('/login')).text();
  const login = kb(inlineScriptBytes(html) + [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0));
  const rows = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([path, bytes]) => `${kb(bytes).toFixed(1)} KB ${path}`);
  console.log(
    `/login JavaScript: ${login.toFixed(1)} KB gzip in ${scripts.size} files and inline ` +
      `(budget ${LOGIN_BUDGET_KB}):\n${rows.join('\n')}`,
  );
  test.info().annotations.push({ type: '/login JavaScript (KB gzip)', description: login.toFixed(1) });
  expect([...scripts.keys()].filter(isAdminChunk)).toEqual([]);
  expect(login).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  // Static: the document's own inline scripts are all there is (no React, no route modules).
  expect(scripts.size).toBe(0);
  expect(documentScripts(html)).toEqual([]);

  await signedInLearner(page, request);
  for (const path of ['/dashboard', '/dashboard/study', '/dashboard/statistics', '/dashboard/stories']) {
    scripts.clear();
    await page.goto('about:blank');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(page.url(), path).toContain(path);
    expect(scripts.size, path).toBeGreaterThan(0);
    expect([...scripts.keys()].filter(isAdminChunk), path).toEqual([]);
  }

  // The control: the admin portal's sign-in does load admin chunks, so the names above are honest.
  scripts.clear();
  await page.goto('about:blank');
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  expect([...scripts.keys()].filter(isAdminChunk).length).toBeGreaterThan(0);
});
