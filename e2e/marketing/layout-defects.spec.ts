import { expect, type Page, test } from '@playwright/test';
import { messages } from '~/web/lib/i18n/site-messages';

// The public site's defects from the walk of issue 15, each held by a test.

test('the footer Instagram icon is a frame, a ring and a dot, not a filled square', async ({ page }) => {
  await page.goto('/');
  const icon = page.locator('footer svg[data-social-icon="instagram"]');
  await expect(icon).toBeVisible();
  // Paint the icon as it is drawn into a canvas and measure how much of its box is ink.
  const ink = await icon.evaluate(async (svg) => {
    const source = new XMLSerializer().serializeToString(svg).replace('fill-current', '');
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source.replace('<svg', '<svg fill="#000" width="96" height="96"'))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, 96, 96);
    const { data } = context.getImageData(0, 0, 96, 96);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 127) painted++;
    const centre = context.getImageData(48, 48, 1, 1).data[3]!;
    return { share: painted / (96 * 96), centre };
  });
  expect(ink.share).toBeLessThan(0.6);
  expect(ink.centre, 'the middle of the ring is open').toBeLessThan(128);
});

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** A word that appears in exactly `count` FAQ entries (searching it leaves that many). */
function termMatching(entries: readonly { question: string; answer: string }[], count: number) {
  const texts = entries.map((entry) => normalise(`${entry.question} ${entry.answer}`));
  const words = new Set(texts.flatMap((text) => text.split(/[^\p{L}]+/u).filter((word) => word.length >= 5)));
  const term = [...words].find((word) => texts.filter((text) => text.includes(word)).length === count);
  if (!term) throw new Error(`no word in exactly ${count} entries`);
  return term;
}

for (const locale of ['en', 'he'] as const) {
  test(`the FAQ counts questions with the plural rules of ${locale}`, async ({ page }) => {
    const { faq } = messages[locale];
    await page.goto(locale === 'en' ? '/faq' : '/he/faq');
    const status = page.locator('[data-faq-status]');
    const search = page.locator('[data-faq-search]');
    await expect(status).toHaveText(faq.results.other.replace('{count}', String(faq.entries.length)));

    await search.fill(termMatching(faq.entries, 1));
    await expect(page.locator('[data-faq-entry]:visible')).toHaveCount(1);
    await expect(status).toHaveText(locale === 'en' ? '1 question shown' : 'מוצגת שאלה אחת');

    await search.fill(termMatching(faq.entries, 2));
    await expect(page.locator('[data-faq-entry]:visible')).toHaveCount(2);
    await expect(status).toHaveText(locale === 'en' ? '2 questions shown' : 'מוצגות שתי שאלות');
  });
}

async function calloutsClearOfTheScreen(page: Page) {
  const mockup = page.locator('[data-hero-mockup]');
  await expect(mockup).toBeVisible();
  const phone = (await mockup.boundingBox())!;
  // The bezel is 14 of the image's 320 x 640 units: inside it is the app's screen.
  const inset = (14 / 320) * phone.width;
  const screen = {
    left: phone.x + inset,
    right: phone.x + phone.width - inset,
    top: phone.y + inset,
    bottom: phone.y + phone.height - inset,
  };
  const callouts = await page.locator('[data-hero-callout]').all();
  expect(callouts).toHaveLength(2);
  for (const callout of callouts) {
    const box = (await callout.boundingBox())!;
    const overlaps =
      box.x < screen.right &&
      box.x + box.width > screen.left &&
      box.y < screen.bottom &&
      box.y + box.height > screen.top;
    expect(overlaps, `${await callout.innerText()} covers the mock-up`).toBe(false);
  }
}

for (const width of [375, 768, 1280]) {
  test(`the hero callouts leave the mock-up's screen clear at ${width} px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/he/']) {
      await page.goto(path);
      await calloutsClearOfTheScreen(page);
    }
  });
}

test('the mock-up speaks Hebrew on /he/', async ({ page, request }) => {
  await page.goto('/he/');
  const src = await page.locator('[data-hero-mockup]').getAttribute('src');
  expect(src).toBe(messages.he.home.hero.image);
  const svg = await (await request.get(src!)).text();
  for (const text of ['בוקר טוב', 'החזרה של היום', 'ללמוד']) expect(svg).toContain(text);
  for (const text of ['Good morning', 'Today’s review', 'to learn', 'Again']) expect(svg).not.toContain(text);
  await page.goto('/');
  expect(await page.locator('[data-hero-mockup]').getAttribute('src')).toBe(messages.en.home.hero.image);
});

test('/support fits a phone and its email button keeps its label on one line', async ({ page }) => {
  for (const [width, path] of [
    [375, '/support'],
    [375, '/he/support'],
    [1280, '/support'],
    [1280, '/he/support'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    const button = page.getByRole('link', { name: /support@vocably\.app/ });
    const label = button.locator('span.font-semibold');
    const lineHeight = await label.evaluate((node) => Number.parseFloat(getComputedStyle(node).lineHeight));
    expect((await label.boundingBox())!.height, `${path} at ${width} px`).toBeLessThanOrEqual(lineHeight + 1);
  }
});
