import type { Page } from '@playwright/test';

// Walking a page with Tab alone, as a keyboard user does: every stop is something a person can see,
// is not hidden from assistive technology, is not covered by something else (a sticky header, a
// toast), and shows that it has the focus. A stop's focus is "shown" when some of its own style (or
// that of the two elements around it) differs between focused and not: an outline, a ring, a
// background, a border, an underline. Transitions are turned off so a style is read as it ends.

export type FocusStop = {
  what: string;
  problems: string[];
};

const noMotion = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** The stops Tab visits from the top of the page, up to `limit`, each with what is wrong with it. */
export async function tabStops(page: Page, limit: number): Promise<FocusStop[]> {
  await page.addStyleTag({ content: noMotion });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus);
    if (stop === null) break; // back on the page itself: the walk went round
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push({ what: stop.what, problems: stop.problems });
  }
  return stops;
}

/** Runs in the page: the focused element, described, with its problems; null when nothing is. */
function inspectFocus(): { key: string; what: string; problems: string[] } | null {
  const element = document.activeElement as HTMLElement | null;
  if (element === null || element === document.body || element === document.documentElement) return null;
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const what = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
    element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''
  } "${label.slice(0, 50)}"`;
  const path: string[] = [];
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    path.push(`${node.tagName}${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
  }
  const problems: string[] = [];

  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const rect = element.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) problems.push('has no size (focus lands on something unseen)');
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || Number(style.opacity) === 0) problems.push('is invisible');
  if (element.closest('[aria-hidden="true"]') !== null) problems.push('is inside aria-hidden');
  const { innerWidth, innerHeight } = window;
  const inView = rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  if (rect.width >= 1 && rect.height >= 1 && !inView) problems.push('is off screen');
  if (inView) {
    // What is drawn at the middle of the element: it, something inside it, or what it belongs to
    // (a label around its input). Anything else covers it.
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const own =
      top === null ||
      element.contains(top) ||
      top.contains(element) ||
      (element.id !== '' && top.closest(`label[for="${CSS.escape(element.id)}"]`) !== null);
    if (!own) {
      const cover = top as Element;
      problems.push(
        `is covered by ${cover.tagName.toLowerCase()} "${(cover.textContent ?? '').trim().slice(0, 30)}"`,
      );
    }
  }

  // The focus shown: compare the look focused and not.
  const watched = [element, element.parentElement, element.parentElement?.parentElement].filter(
    (node): node is HTMLElement => node instanceof HTMLElement,
  );
  const properties = [
    'outline-style',
    'outline-width',
    'outline-color',
    'box-shadow',
    'background-color',
    'border-top-color',
    'border-bottom-color',
    'color',
    'text-decoration-line',
  ];
  const look = () =>
    watched.map((node) => {
      const s = getComputedStyle(node);
      return properties.map((property) => s.getPropertyValue(property)).join('|');
    });
  const focused = look();
  const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  element.blur();
  const unfocused = look();
  element.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
  const shown = outline || focused.some((value, index) => value !== unfocused[index]);
  if (!shown) problems.push('shows no focus');

  return { key: path.join('/'), what, problems };
}
