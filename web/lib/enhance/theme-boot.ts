/**
 * Runs in <head> before the first paint, on every page: applies the stored or system colour scheme
 * (so there is no flash of the wrong theme) and marks the document as having JavaScript.
 * Self-contained: it is inlined as source text.
 */
export function themeBoot(storageKey: string) {
  const root = document.documentElement;
  root.classList.add('js');
  let dark = false;
  try {
    const stored = localStorage.getItem(storageKey);
    dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  }
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Runs in <head> of public pages only: a reader who chose a language earlier is sent to the same
 * page in that language before anything is painted. Self-contained: it is inlined as source text.
 */
export function languageBoot(storageKey: string, current: string, alternates: Record<string, string>) {
  try {
    const chosen = localStorage.getItem(storageKey);
    const target = chosen && chosen !== current ? alternates[chosen] : undefined;
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  } catch {
    // Storage can be blocked; the URL then decides, which is always correct.
  }
}
