// Draws the Hebrew pages' Open Graph image (public/images/og-image-he.png, 1200 × 630): the same card
// as the English one (public/images/og-image.png), mirrored for right-to-left, with the home page's
// Hebrew headline and the Hebrew app screenshot, so a Hebrew link shared in a chat previews in Hebrew.
// Run it again after changing the headline or the screenshot:
//   node --import tsx scripts/og-image.ts
// It uses Playwright's Chromium API with the system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { messages } from '~/web/lib/i18n/site-messages';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'public/images/og-image-he.png');
const width = 1200;
const height = 630;

// The English card's line under the headline, in Hebrew.
const subline = 'חזרה מרווחת, שליפה פעילה וסיפורי בינה מלאכותית.';
const screenshot = fs.readFileSync(path.join(root, 'public/images/app-screenshot-he.svg'));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Measured on the English card, mirrored: `inset-inline-start` puts what was on the left on the right,
// and the gradient runs from the dark corner behind the text. The text block is wider (Hebrew's
// headline would otherwise leave one word on a line of its own).
const html = `<!doctype html>
<html lang="he" dir="rtl">
<head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body {
    width: ${width}px; height: ${height}px; overflow: hidden; position: relative; color: #fff;
    font-family: 'DejaVu Sans', system-ui, sans-serif;
    background: linear-gradient(240deg, #312e81 0%, #4338ca 50%, #6366f1 100%);
  }
  .text { position: absolute; inset-inline-start: 90px; top: 120px; width: 620px; }
  .brand { display: flex; align-items: center; gap: 16px; }
  .brand svg { width: 64px; height: 64px; }
  .brand span { font-size: 44px; font-weight: 700; direction: ltr; }
  h1 { margin-top: 34px; font-size: 64px; font-weight: 700; line-height: 66px; }
  p { margin-top: 32px; font-size: 29px; line-height: 34px; color: #e0e7ff; }
  .phone { position: absolute; inset-inline-end: 90px; top: 75px; width: 300px; }
</style></head>
<body>
  <div class="text">
    <div class="brand">
      <svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="6" fill="#fff"/>
        <path d="M9 10l7 13 7-13" fill="none" stroke="#4338ca" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>
      <span>Vocably</span>
    </div>
    <h1>${escapeHtml(messages.he.home.hero.headline)}</h1>
    <p>${escapeHtml(subline)}</p>
  </div>
  <img class="phone" alt="" src="data:image/svg+xml;base64,${screenshot.toString('base64')}">
</body>
</html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: output, type: 'png' });
  console.log(`Wrote ${path.relative(root, output)}`);
} finally {
  await browser.close();
}
