import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebHandler } from './web-static';

let root: string;
let app: Hono;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, 'pricing'));
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(root, 'pricing/index.html'), '<h1>Pricing</h1>');
  fs.writeFileSync(path.join(root, '__spa-fallback.html'), '<div>shell</div>');
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  app = new Hono().get('*', createWebHandler(root));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('serving the built web app', () => {
  it('serves prerendered pages with and without a trailing slash', async () => {
    for (const url of ['/', '/pricing', '/pricing/']) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
    expect(await (await app.request('/pricing')).text()).toBe('<h1>Pricing</h1>');
  });

  it('gives hashed assets a year of immutable caching, other files none', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await app.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers app routes with the SPA shell and 200', async () => {
    for (const url of ['/login', '/dashboard', '/admin/users/abc']) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<div>shell</div>');
    }
  });

  it('answers unknown pages with the shell and 404, missing assets with a plain 404', async () => {
    const page = await app.request('/no-such-page');
    expect(page.status).toBe(404);
    expect(await page.text()).toBe('<div>shell</div>');
    const asset = await app.request('/assets/missing-123.js');
    expect(asset.status).toBe(404);
    expect(await asset.text()).toBe('Not Found');
  });

  it('never serves files outside the build directory', async () => {
    const response = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
  });
});
