import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, productionTestEnv, type TestApp } from '~/server/test/test-app';
import { createApp } from './app';
import { htmlContentSecurityPolicy, inlineScriptHashes } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes inline scripts only, exactly as written', () => {
    const html =
      '<script>window.__ctx = {"a":1};</script><script type="module">import "/assets/a.js";</script>' +
      '<script src="/assets/b.js"></script><script type="module" src="/c.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/a.js";')]);
  });
});

describe('security headers', () => {
  let t: TestApp;
  let webRoot: string;
  const inline = 'window.__reactRouterContext = {"basename":"/"};';
  beforeAll(async () => {
    t = await createTestApp('pglite');
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-csp-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      `<html><body><h1>Home</h1><script>${inline}</script></body></html>`,
    );
    fs.writeFileSync(path.join(webRoot, '__spa-fallback.html'), '<html><body>shell</body></html>');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('gives HTML a CSP that allows its own inline scripts by hash and no other inline script', async () => {
    const app = createApp({ ...t.deps, webRoot });
    const response = await app.request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' ${sha(inline)}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('<h1>Home</h1>');
  });

  it('lets the offline service worker fetch this origin, and only that', async () => {
    fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const app = createApp({ ...t.deps, webRoot });
    const worker = await app.request('/sw.js', { headers: { 'Service-Worker': 'script' } });
    expect(worker.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src 'self'");
    const asScript = await app.request('/sw.js');
    expect(asScript.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sets the protective headers on API responses too, and HSTS only in production', async () => {
    const response = await t.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const production = createApp({ ...t.deps, env: { ...t.deps.env, NODE_ENV: 'production' } });
    const secure = await production.request('/api/health');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('issues session cookies HttpOnly and SameSite=Lax, and Secure in production', async () => {
    const { email, password } = await t.createVerifiedUser('cookies@example.com');
    const local = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    const localCookie = local.headers.get('set-cookie') ?? '';
    expect(localCookie).toMatch(/vocably\.session_token=/);
    expect(localCookie).toMatch(/HttpOnly/i);
    expect(localCookie).toMatch(/SameSite=Lax/i);
    expect(localCookie).not.toMatch(/Secure/i);

    const prod = await createTestApp('pglite', productionTestEnv);
    try {
      const user = await prod.createVerifiedUser('secure@example.com');
      const signIn = await prod.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://vocably.example' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(signIn.headers.get('set-cookie') ?? '').toMatch(/__Secure-vocably\.session_token=.*Secure/i);
    } finally {
      await prod.close();
    }
  });
});

describe('img-src', () => {
  it('allows images only from this origin and the sign-in providers avatar hosts', () => {
    const imgSrc = htmlContentSecurityPolicy('<html></html>')
      .split('; ')
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data: blob: https://*.googleusercontent.com");
  });
});
