// `npm run bench:web`: builds the web app, starts the real server on a free port with a throw-away
// data directory, runs Lighthouse (mobile, simulated throttling) on the main public pages in Debian's
// Chromium and prints the four category scores, plus the gzip size of the JavaScript `/` ships.
// A measurement, not a test: it prints and exits 0; compare with the budgets in docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../server/test/processes';

const root = path.resolve(import.meta.dirname, '..');
const pages = ['/', '/features', '/pricing', '/faq', '/he/', '/login', '/admin'];
// Pages whose JavaScript is reported: the public home, the sign-in page and the admin portal.
const jsPages = ['/', '/login', '/admin'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Every script a document runs: inline (except JSON data) and external, gzip-compressed like the server does. */
async function javascriptShipped(origin: string, pathname: string) {
  const html = await (await fetch(origin + pathname)).text();
  let inline = 0;
  let external = 0;
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const src = /src="([^"]+)"/.exec(attributes)?.[1];
    if (src) sources.add(src);
    else inline += gzipSync(match[2] ?? '').length;
    for (const imported of (match[2] ?? '').matchAll(/import\(?\s*"([^"]+\.js)"/g)) sources.add(imported[1]!);
  }
  for (const preload of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(preload[1]!);
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    external += gzipSync(body).length;
  }
  return { inline, external, files: sources.size };
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitFor(`${origin}/api/health`);
  chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const rows: string[][] = [];
  const scriptsLoaded = new Map<string, { files: number; bytes: number }>();
  let versions = '';
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    // What Chromium actually fetched as script while loading the page (bytes on the wire, compressed).
    const requests = (
      audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
    )?.items;
    const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script');
    scriptsLoaded.set(page, {
      files: scripts.length,
      bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    });
    versions = `Lighthouse ${result.lhr.lighthouseVersion}, ${result.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
    const score = (id: string) => (categories[id]?.score ?? 0).toFixed(2);
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)}`;
    rows.push([
      page,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    ]);
    const failed = Object.values(categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (failed.length) console.log(`${page}: audits below 1: ${[...new Set(failed)].join(', ')}`);
  }
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${versions}, mobile form factor, simulated throttling`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const js = await javascriptShipped(origin, '/');
  console.log(
    `\nJavaScript shipped to /: ${kb(js.inline + js.external)} KB gzip ` +
      `(inline ${kb(js.inline)} KB, ${js.files} external files ${kb(js.external)} KB); budget 100 KB`,
  );
  console.log(
    '\nJavaScript per page, gzip KB: in the document (inline + referenced) and as loaded in Chromium',
  );
  console.log('| page   | in the document | files | loaded by Chromium (transfer) | files |');
  console.log('|--------|-----------------|-------|-------------------------------|-------|');
  for (const page of jsPages) {
    const shipped = await javascriptShipped(origin, page);
    const loaded = scriptsLoaded.get(page) ?? { files: 0, bytes: 0 };
    console.log(
      `| ${page.padEnd(6)} | ${kb(shipped.inline + shipped.external).padEnd(15)} | ${String(shipped.files).padEnd(5)} | ${kb(shipped.inline + loaded.bytes).padEnd(29)} | ${String(loaded.files).padEnd(5)} |`,
    );
  }
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
