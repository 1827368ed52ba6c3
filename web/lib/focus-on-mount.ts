/**
 * A ref that focuses its element once, when it mounts: for a view that replaces the focused control
 * (focus would fall to the page's body, and a screen reader would say nothing). Give the element
 * tabIndex={-1} when it is not focusable itself. Module-level, so the ref is the same on every render
 * and React calls it on mount only.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
