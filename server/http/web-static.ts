import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { isAppRoute } from '~/core/site/app-routes';
import { localeFromPath, notFoundPath, notFoundSegment } from '~/core/site/public-routes';
import { acceptsBrotli, brotliSuffix } from './precompressed';
import { createRoutePreloader } from './route-preloads';

// Serves the built web app: prerendered HTML for public routes, the SPA shell for app routes,
// the prerendered not-found page (in the path's language) with status 404 for unknown pages, and a
// plain 404 for a missing asset so that a broken script reference never receives HTML.

async function readFileIfExists(filePath: string) {
  try {
    const stat = await fs.stat(filePath);
    if (!stat.isFile()) return undefined;
    return await fs.readFile(filePath);
  } catch {
    return undefined;
  }
}

function fileResponse(c: Context, body: Buffer, filePath: string, status: 200 | 404 = 200) {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  c.header('Content-Type', getMimeType(filePath) ?? 'application/octet-stream');
  c.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  return c.body(new Uint8Array(body), status);
}

/**
 * A built file as it is on disk, or its brotli copy from the build when the browser takes brotli.
 * Never a page: the security headers' middleware reads each document to hash its inline scripts into
 * the Content-Security-Policy, so a document leaves here as text (and the middleware gzips it).
 */
async function builtFileResponse(c: Context, body: Buffer, filePath: string, status: 200 | 404 = 200) {
  const brotliCopy =
    !filePath.endsWith('.html') && acceptsBrotli(c.req.header('accept-encoding'))
      ? await readFileIfExists(filePath + brotliSuffix)
      : undefined;
  if (!brotliCopy) return fileResponse(c, body, filePath, status);
  c.header('Content-Encoding', 'br');
  c.header('Vary', 'Accept-Encoding');
  return fileResponse(c, brotliCopy, filePath, status);
}

/**
 * The learner pages' guard asks for the session first thing (web/lib/session.ts); the request starts
 * with the document instead of after the app's JavaScript has run. Same URL, mode and credentials as
 * that fetch, so the browser hands the guard this response. The home's own calls (profile, progress,
 * limits: web/routes/learn/home.tsx) start with the document too, when the request carries a session
 * cookie (a visitor without one is sent to /login, and would only be refused them); mode and
 * credentials as the API client's fetch.
 */
export function withSessionPreload(html: string, pathname: string, hasSessionCookie = false) {
  if (!/^\/dashboard(\/|$)/.test(pathname)) return html;
  const links = [
    '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials"/>',
  ];
  if (hasSessionCookie && /^\/dashboard\/?$/.test(pathname)) {
    for (const call of homeCalls)
      links.push(`<link rel="preload" href="${call}" as="fetch" crossorigin="anonymous"/>`);
  }
  return html.replace('</head>', `${links.join('')}</head>`);
}

/**
 * The shell's HTML paints its loading state before any script runs; the app's modules are preloaded
 * at low priority, so the browser (and Lighthouse's simulation, which counts a high-priority script
 * as blocking the first paint) does not hold that paint for them. They are still fetched at once, in
 * parallel with the stylesheet and the session (docs/performance.md §6).
 */
export function withScriptsAfterFirstPaint(html: string) {
  return html.replaceAll(
    '<link rel="modulepreload" href=',
    '<link rel="modulepreload" fetchpriority="low" href=',
  );
}

const homeCalls = ['/api/me/profile', '/api/me/progress', '/api/me/limits'];
/** Better Auth's session cookie (server/account/auth.ts cookiePrefix "vocably"; __Secure- behind HTTPS). */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?vocably\.session_token=/;

export function createWebHandler(webRoot: string) {
  const root = path.resolve(webRoot);
  const withRoutePreloads = createRoutePreloader(root);
  return async (c: Context) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    const target = path.resolve(root, `.${pathname}`);
    if (!target.startsWith(root)) return c.text('Not Found', 404);

    // The not-found page's own URL is not a page either, nor is a build's compressed copy a file of its own.
    const servable = !pathname.split('/').includes(notFoundSegment) && !pathname.endsWith(brotliSuffix);

    const direct = servable ? await readFileIfExists(target) : undefined;
    if (direct) return builtFileResponse(c, direct, target);

    const prerendered = path.join(target, 'index.html');
    const page = servable ? await readFileIfExists(prerendered) : undefined;
    if (page) return fileResponse(c, page, prerendered);

    if (path.extname(pathname)) return c.text('Not Found', 404);

    if (!isAppRoute(pathname)) {
      const notFoundFile = path.join(root, `.${notFoundPath(localeFromPath(pathname))}`, 'index.html');
      const notFound = await readFileIfExists(notFoundFile);
      if (notFound) return fileResponse(c, notFound, notFoundFile, 404);
    }

    const shellPath = path.join(root, '__spa-fallback.html');
    const shell = await readFileIfExists(shellPath);
    if (!shell) return c.text('The web app is not built. Run `npm run build`.', 503);
    if (!isAppRoute(pathname)) return fileResponse(c, shell, shellPath, 404);
    // The page's own route modules, preloaded with the shell's (./route-preloads.ts).
    const appPage = Buffer.from(
      withScriptsAfterFirstPaint(
        withSessionPreload(
          await withRoutePreloads(shell.toString('utf8'), pathname),
          pathname,
          sessionCookie.test(c.req.header('cookie') ?? ''),
        ),
      ),
    );
    return fileResponse(c, appPage, shellPath, 200);
  };
}
