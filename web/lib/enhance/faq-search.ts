/**
 * FAQ filter and search without React: a category filter (buttons with aria-pressed) and a search
 * box narrow the prerendered list. Self-contained: inlined as source text.
 */
export function enhanceFaqSearch(
  results: Partial<Record<string, string>> & { other: string },
  locale: string,
) {
  const list = document.querySelector<HTMLElement>('[data-faq-list]');
  const search = document.querySelector<HTMLInputElement>('[data-faq-search]');
  const status = document.querySelector<HTMLElement>('[data-faq-status]');
  const empty = document.querySelector<HTMLElement>('[data-faq-empty]');
  if (!list || !search || !status || !empty) return;
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-faq-category]'));
  const entries = Array.from(list.querySelectorAll<HTMLElement>('[data-faq-entry]'));
  const groups = Array.from(list.querySelectorAll<HTMLElement>('[data-faq-group]'));
  let category = 'all';

  const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  const apply = () => {
    const words = normalise(search.value).split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const entry of entries) {
      const text = normalise(entry.textContent ?? '');
      const visible =
        (category === 'all' || entry.dataset.faqEntry === category) && words.every((w) => text.includes(w));
      entry.hidden = !visible;
      if (visible) shown += 1;
    }
    for (const group of groups) {
      group.hidden = !group.querySelector('[data-faq-entry]:not([hidden])');
    }
    empty.hidden = shown > 0;
    // The same rule as web/lib/i18n/plural.ts, inlined: this script may import nothing.
    const form = results[new Intl.PluralRules(locale).select(shown)] ?? results.other;
    status.textContent = form.replace('{count}', String(shown));
  };

  for (const button of buttons) {
    button.addEventListener('click', () => {
      category = button.dataset.faqCategory ?? 'all';
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      apply();
    });
  }
  search.addEventListener('input', apply);
  // A search typed before the script ran (or restored by the browser) still applies.
  if (search.value) apply();
}
