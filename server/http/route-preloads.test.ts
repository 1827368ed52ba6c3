import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloader } from './route-preloads';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-route-preloads-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const route = (id: string, extra: Record<string, unknown>) => ({ id, module: `/assets/${id}.js`, ...extra });
const manifest = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {
    root: route('root', { path: '', imports: ['/assets/react.js'] }),
    'account-layout': route('account-layout', { parentId: 'root' }),
    login: route('login', { parentId: 'account-layout', path: 'login', imports: ['/assets/form.js'] }),
    study: route('study', { parentId: 'root', path: 'dashboard/study', imports: ['/assets/react.js'] }),
    admin: route('admin', { parentId: 'root', path: 'admin' }),
    'admin-users': route('admin-users', { parentId: 'admin', path: 'users/:userId' }),
  },
};
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(
  path.join(root, 'assets/manifest-1.js'),
  `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
);
const shell =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/react.js"/></head></html>';
const preloads = (html: string) => [...html.matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1]);

describe('route preloads in the app shell', () => {
  const withRoutePreloads = createRoutePreloader(root);

  it('adds the matched routes’ modules and imports, once each, after the shell’s own', async () => {
    expect(preloads(await withRoutePreloads(shell, '/login'))).toEqual([
      '/assets/manifest-1.js',
      '/assets/root.js',
      '/assets/react.js',
      '/assets/account-layout.js',
      '/assets/login.js',
      '/assets/form.js',
    ]);
    expect(preloads(await withRoutePreloads(shell, '/dashboard/study')).slice(3)).toEqual([
      '/assets/study.js',
    ]);
    expect(preloads(await withRoutePreloads(shell, '/admin/users/42')).slice(3)).toEqual([
      '/assets/admin.js',
      '/assets/admin-users.js',
    ]);
  });

  it('leaves a shell without a manifest, or a path no route matches, as it is', async () => {
    expect(await withRoutePreloads('<html><head></head></html>', '/login')).toBe(
      '<html><head></head></html>',
    );
    expect(await withRoutePreloads(shell, '/nowhere')).toBe(shell);
  });
});
