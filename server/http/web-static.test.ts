import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '~/vite.config';
import { createWebHandler, withScriptsAfterFirstPaint, withSessionPreload } from './web-static';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-web-static-'));
const files: Record<string, string> = {
  'index.html': 'home',
  'pricing/index.html': 'pricing',
  'he/index.html': 'he home',
  '__not-found/index.html': 'not found',
  'he/__not-found/index.html': 'he not found',
  '__spa-fallback.html': 'app shell',
  'assets/app-1234.js': 'console.log(1)',
  'favicon.svg': '<svg/>',
};
for (const [file, body] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const app = new Hono().get('*', createWebHandler(root));
const get = async (url: string) => {
  const response = await app.request(url);
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get('cache-control'),
  };
};

describe('web static serving', () => {
  it('serves prerendered pages with and without a trailing slash', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: 'home' });
    expect(await get('/pricing')).toMatchObject({ status: 200, body: 'pricing' });
    expect(await get('/he/')).toMatchObject({ status: 200, body: 'he home' });
    expect(await get('/he')).toMatchObject({ status: 200, body: 'he home' });
  });

  it('answers unknown pages with the not-found page of their language and status 404', async () => {
    expect(await get('/nope')).toMatchObject({ status: 404, body: 'not found' });
    expect(await get('/he/nope/deeper')).toMatchObject({ status: 404, body: 'he not found' });
    expect(await get('/__not-found')).toMatchObject({ status: 404, body: 'not found' });
  });

  it('gives app routes the app shell, and a missing asset a plain 404', async () => {
    expect(await get('/login')).toMatchObject({ status: 200, body: 'app shell' });
    expect(await get('/admin/users/1')).toMatchObject({ status: 200, body: 'app shell' });
    expect(await get('/assets/missing.js')).toMatchObject({ status: 404, body: 'Not Found' });
    expect(await get('/assets/app-1234.js')).toMatchObject({
      status: 200,
      cache: expect.stringContaining('immutable'),
    });
  });

  it('caches only hashed assets for long', async () => {
    expect(await get('/favicon.svg')).toMatchObject({ status: 200, cache: 'no-cache' });
    expect(await get('/')).toMatchObject({ cache: 'no-cache' });
  });

  it('never serves files outside the build directory', async () => {
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).body).not.toContain('root:');
  });

  it('starts the session request with the document on learner pages only', () => {
    const shell = '<html><head></head><body></body></html>';
    const preload =
      '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials"/>';
    expect(withSessionPreload(shell, '/dashboard')).toContain(`${preload}</head>`);
    expect(withSessionPreload(shell, '/dashboard/study')).toContain(preload);
    expect(withSessionPreload(shell, '/login')).toBe(shell);
    expect(withSessionPreload(shell, '/dashboards')).toBe(shell);
  });

  it('starts the home’s calls with the document only for a visitor with a session cookie', () => {
    const shell = '<html><head></head><body></body></html>';
    const profile = '<link rel="preload" href="/api/me/profile" as="fetch" crossorigin="anonymous"/>';
    const home = withSessionPreload(shell, '/dashboard', true);
    for (const call of ['/api/me/profile', '/api/me/progress', '/api/me/limits'])
      expect(home).toContain(call);
    expect(home).toContain(profile);
    expect(withSessionPreload(shell, '/dashboard', false)).not.toContain('/api/me/');
    expect(withSessionPreload(shell, '/dashboard/study', true)).not.toContain('/api/me/');
  });

  it('preloads the app’s modules at low priority, so its loading state paints first', () => {
    const shell =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/></head>';
    expect(withScriptsAfterFirstPaint(shell)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/></head>',
    );
  });
});

describe('the build’s brotli copies', () => {
  const builtRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-web-brotli-'));
  afterAll(() => fs.rmSync(builtRoot, { recursive: true, force: true }));
  const script = 'export const words = ["ubiquitous", "ephemeral", "serendipity"];\n'.repeat(50);
  const notFoundPage = `<!doctype html><h1>Page not found</h1>${'<p>Try the home page.</p>'.repeat(60)}`;
  for (const [file, body] of Object.entries({
    'assets/words-1234.js': script,
    '__not-found/index.html': notFoundPage,
    '__spa-fallback.html': 'app shell',
  })) {
    fs.mkdirSync(path.dirname(path.join(builtRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(builtRoot, file), body);
  }
  // As in server/http/app.ts: the compress middleware in front of the web handler.
  const server = new Hono().use(compress()).get('*', createWebHandler(builtRoot));
  const request = (url: string, acceptEncoding?: string) =>
    server.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves the brotli copy, once, to a browser that takes brotli', async () => {
    await precompressDirectory(builtRoot);
    const response = await request('/assets/words-1234.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('gives everyone else the middleware’s gzip, or the file as it is', async () => {
    const gzip = await request('/assets/words-1234.js', 'gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await request('/assets/words-1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('never gives a document in brotli, nor serves a copy by its own name', async () => {
    // A stray copy of a page: the server still sends the page as text, which its security headers read.
    fs.writeFileSync(
      path.join(builtRoot, '__not-found/index.html.br'),
      zlib.brotliCompressSync(notFoundPage),
    );
    const notFound = await request('/nope', 'gzip, br');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await notFound.arrayBuffer())).toString()).toBe(notFoundPage);
    const copy = await request('/assets/words-1234.js.br', 'br');
    expect(copy.status).toBe(404);
    expect(copy.headers.get('content-encoding')).toBeNull();
  });
});
