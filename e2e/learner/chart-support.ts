import { expect, type Page } from '@playwright/test';

/**
 * Every drawn count axis on the page (the statistics screen's bar charts): each number stands beyond
 * its tick mark, on the side away from the bars (left of a left axis; right of a right axis in
 * Hebrew), never across the mark, the axis line or the bars, however many digits it has.
 */
export async function expectCountsOutsideTheirAxes(page: Page, side: 'left' | 'right') {
  const axes = page.locator(`svg .visx-axis-${side}`);
  await expect(axes.first()).toBeVisible();
  const crossing = await axes.evaluateAll(
    (found, onTheRight) =>
      found.flatMap((axis) =>
        [...axis.querySelectorAll('.visx-axis-tick')].flatMap((tick) => {
          const mark = tick.querySelector('line')?.getBoundingClientRect();
          const label = tick.querySelector('text')?.getBoundingClientRect();
          if (!mark || !label) return ['a tick without its mark or number'];
          const outside = onTheRight ? label.left >= mark.right - 0.5 : label.right <= mark.left + 0.5;
          return outside
            ? []
            : [`${tick.textContent} at ${label.left}-${label.right}, its mark at ${mark.left}-${mark.right}`];
        }),
      ),
    side === 'right',
  );
  expect(crossing, 'count labels across their tick marks').toEqual([]);
}
