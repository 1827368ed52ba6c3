import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { learnerWithWords, startStudy } from './study-support';

// Issue 14's budget: the study screen ships at most 150 KB of gzip JavaScript. Every script the page
// loads until a session is on screen is counted, compressed as the server compresses it, and split
// into the app shell's (what the document itself preloads: React, the router, the root route, shared
// by every app page) and the study screen's own. The figures are printed and attached to the report.
// The study screen holds its own share to STUDY_OWN_KB; the total is the shell's share plus that.
const BUDGET_KB = 150;
const STUDY_OWN_KB = 45;

test('the study screen’s own JavaScript stays within its share of the 150 KB budget', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await learnerWithWords(page, request, ['house', 'school']);
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  // A fresh document, as a learner arriving from a link, then a flashcards session.
  await page.goto('about:blank');
  await startStudy(page, 'Flashcards');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('flashcard-answer')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const html = await (await page.request.get('/dashboard/study')).text();
  const shell = new Set(
    [...html.matchAll(/(?:href|src|import)\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  const kb = (paths: string[]) => paths.reduce((sum, path) => sum + (scripts.get(path) ?? 0), 0) / 1024;
  const all = [...scripts.keys()];
  const own = all.filter((path) => !shell.has(path));
  const total = kb(all);
  const study = kb(own);
  const rows = own
    .sort((a, b) => scripts.get(b)! - scripts.get(a)!)
    .map((p) => `${(scripts.get(p)! / 1024).toFixed(1)} KB ${p}`);
  console.log(
    `study screen JavaScript: ${total.toFixed(1)} KB gzip in ${all.length} files (budget ${BUDGET_KB}); ` +
      `app shell ${(total - study).toFixed(1)} KB, study screen's own ${study.toFixed(1)} KB:\n${rows.join('\n')}`,
  );
  test
    .info()
    .annotations.push(
      { type: 'total (KB gzip)', description: total.toFixed(1) },
      { type: 'app shell (KB gzip)', description: (total - study).toFixed(1) },
      { type: 'study screen’s own (KB gzip)', description: study.toFixed(1) },
    );
  // No administrator code on a learner page.
  expect(all.filter((path) => /admin/i.test(path))).toEqual([]);
  expect(study).toBeLessThanOrEqual(STUDY_OWN_KB);
});
