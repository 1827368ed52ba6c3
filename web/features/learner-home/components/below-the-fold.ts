/**
 * Below the first screen on a phone: the browser lays these out when they come into view, not in the
 * first render (docs/performance.md §6: that render's layout was the home's longest task). `auto`
 * remembers the real height once seen; the estimate only sizes the scrollbar before that.
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_320px]';
