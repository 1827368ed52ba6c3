import { extraPluralCategories } from './plural';

// Checks a feature's Hebrew messages against its English ones (for the features' own tables, as
// messages.test.ts checks the public site's): same entries, same placeholders, nothing left in English.

function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${at}.${key}`));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every difference between the two tables, as sentences; empty when they match. */
export function messageTableProblems(en: unknown, he: unknown): string[] {
  const problems: string[] = [];
  const extra = new RegExp(`\\.(${extraPluralCategories.join('|')})$`);
  const enTable = strings(en);
  const heTable = new Map(strings(he));
  const enPaths = new Set(enTable.map(([at]) => at));
  for (const [at] of heTable) if (!enPaths.has(at) && !extra.test(at)) problems.push(`${at}: only in Hebrew`);
  for (const [at, text] of enTable) {
    const hebrew = heTable.get(at);
    if (hebrew === undefined) {
      problems.push(`${at}: missing in Hebrew`);
      continue;
    }
    if (!text.trim() || !hebrew.trim()) problems.push(`${at}: empty`);
    if (!/[\u0590-\u05FF]/.test(hebrew)) problems.push(`${at}: not translated`);
    // A plural form for one may spell the number out, but adds no placeholder.
    const missing = placeholders(text).filter((name) => !placeholders(hebrew).includes(name));
    const added = placeholders(hebrew).filter((name) => !placeholders(text).includes(name));
    if (added.length || (missing.length && !/\.one$/.test(at))) problems.push(`${at}: placeholders differ`);
  }
  return problems;
}
