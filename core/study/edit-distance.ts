/**
 * Optimal string alignment distance (Damerau–Levenshtein without edits inside a transposed pair):
 * insertions, deletions, substitutions and swaps of two neighbours each cost 1. Counted in Unicode
 * code points, not UTF-16 units, so a kanji outside the basic plane or an emoji is one character;
 * the npm packages for this distance index strings by UTF-16 unit. Stops early past `limit`.
 */
export function osaDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[t.length]!;
}
