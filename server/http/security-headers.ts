import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

// Security headers on every response. HTML gets a Content-Security-Policy that allows exactly the
// inline scripts it contains (by SHA-256 hash: the framework inlines its hydration data and module
// loader) and no other inline script; everything else must come from this origin.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

export const AVATAR_HOSTS = ['https://*.googleusercontent.com'];

export function htmlContentSecurityPolicy(html: string) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // React sets style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Profile photos are URLs users (or providers) set: administrators' browsers fetch images only
    // from this origin and the sign-in providers' avatar hosts (Google's; Apple provides no photo).
    `img-src 'self' data: blob: ${AVATAR_HOSTS.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";
// A service worker runs under the policy its own script arrives with (the browser marks that request
// `Service-Worker: script`). The offline worker (public/sw.js, ADR 0013) fetches this origin's pages
// and assets to keep them, and nothing else.
const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'";

// Prerendered pages are served again and again: remember the policy of each distinct page.
const policyCache = new Map<string, string>();

function cachedPolicy(html: string) {
  const key = createHash('sha1').update(html).digest('hex');
  let policy = policyCache.get(key);
  if (!policy) {
    policy = htmlContentSecurityPolicy(html);
    if (policyCache.size > 500) policyCache.clear();
    policyCache.set(key, policy);
  }
  return policy;
}

export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (headers.has('Content-Security-Policy')) return;
    if (c.req.header('Service-Worker') === 'script') {
      headers.set('Content-Security-Policy', SERVICE_WORKER_POLICY);
      return;
    }
    const isHtml = headers.get('Content-Type')?.startsWith('text/html') ?? false;
    if (!isHtml || c.req.method === 'HEAD' || !c.res.body) {
      headers.set('Content-Security-Policy', NON_HTML_POLICY);
      return;
    }
    const html = await c.res.text();
    const response = new Response(html, c.res);
    response.headers.set('Content-Security-Policy', cachedPolicy(html));
    c.res = response;
  };
}
