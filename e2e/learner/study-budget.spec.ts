import { expect, test } from '@playwright/test';
import { inlineScriptBytes, isAdminChunk, recordScripts } from '../support/scripts';
import { learnerWithWords, startStudy } from './study-support';

// Issue 14's budget: the study screen ships at most 150 KB of gzip JavaScript, the whole page's:
// every script it loads until a flashcards session is on screen (inline ones included), compressed
// as the server compresses it. The report splits it into the app shell's share (what the document
// itself preloads: React, the router, the root route; the server adds the route's own modules, see
// server/http/route-preloads.ts) and what loads after. docs/performance.md §6 has the figures.
// Met: 149.8 KB in 12 files on 2026-11-30, of which the app shell (React DOM, React, React Router, the query
// client) is 118.5 KB (148.0 on 2026-11-28; 178.3 in 62 files before the diet).
const BUDGET_KB = 150;

test('the study screen’s JavaScript, the whole page’s, stays within its budget of 150 KB', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await learnerWithWords(page, request, ['house', 'school']);
  // A fresh document, as a learner arriving from a link, then a flashcards session. Recording starts
  // once the dashboard the sign-in landed on is gone: its own lazy chunks (onboarding, settings) can
  // still be arriving after the setup's API calls, and are not the study screen's.
  await page.goto('about:blank');
  const scripts = recordScripts(page);
  await startStudy(page, 'Flashcards');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('flashcard-answer')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const html = await (await page.request.get('/dashboard/study')).text();
  const inline = inlineScriptBytes(html) / 1024;
  const shell = new Set(
    [...html.matchAll(/(?:href|src|import)\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  const kb = (paths: string[]) => paths.reduce((sum, path) => sum + (scripts.get(path) ?? 0), 0) / 1024;
  const all = [...scripts.keys()];
  const own = all.filter((path) => !shell.has(path));
  const total = kb(all) + inline;
  const study = kb(own);
  // Every file, largest first, those the document names marked: a budget miss shows where the bytes went.
  const rows = [...all]
    .sort((a, b) => scripts.get(b)! - scripts.get(a)!)
    .map((p) => `${(scripts.get(p)! / 1024).toFixed(1)} KB ${p}${shell.has(p) ? ' (in the document)' : ''}`);
  console.log(
    `study screen JavaScript: ${total.toFixed(1)} KB gzip in ${all.length} files and ${inline.toFixed(1)} KB ` +
      `inline (budget ${BUDGET_KB}); in the document ${(total - study).toFixed(1)} KB, loaded after ` +
      `${study.toFixed(1)} KB:\n${rows.join('\n')}`,
  );
  test
    .info()
    .annotations.push(
      { type: 'total (KB gzip)', description: total.toFixed(1) },
      { type: 'in the document (KB gzip)', description: (total - study).toFixed(1) },
      { type: 'loaded after (KB gzip)', description: study.toFixed(1) },
    );
  // No administrator code on a learner page.
  expect(all.filter(isAdminChunk)).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET_KB);
});
