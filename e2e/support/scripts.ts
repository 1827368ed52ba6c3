import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Every script the page fetches from now on, by path, gzip-compressed as the server compresses it
 * (docs/performance.md §6 counts JavaScript in gzip KB).
 */
export function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  return scripts;
}

/** The inline scripts of a document (JSON data excepted), gzip-compressed. */
export function inlineScriptBytes(html: string) {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(match[1] ?? '') || /type="application\/(ld\+)?json"/.test(match[1] ?? '')) continue;
    bytes += gzipSync(match[2] ?? '').length;
  }
  return bytes;
}

/** The scripts a document itself names: module preloads, script sources and inline imports. */
export function documentScripts(html: string) {
  return [...html.matchAll(/(?:href|src|import)\s*=?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** Chunks that hold administrator code are named admin-… (vite.config.ts). */
export const isAdminChunk = (path: string) => /\/assets\/admin-/.test(path);

export const kb = (bytes: number) => bytes / 1024;
