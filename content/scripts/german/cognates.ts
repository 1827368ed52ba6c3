// Whether a German word and an English translation are the same word (direkt: direct, Film: film,
// Problem: problem, Musik: music): compared after the usual spelling correspondences, by edit distance.

function simplify(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/k/g, 'c')
    .replace(/z/g, 'c')
    .replace(/ph/g, 'f')
    .replace(/(.)\1/g, '$1');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function isCognate(german: string, english: string): boolean {
  if (english.includes(' ')) return false;
  const a = simplify(german);
  const b = simplify(english);
  // Short words must match outright (Job: job), longer ones may differ by a letter in four.
  if (Math.min(a.length, b.length) < 4) return a === b && a.length >= 3;
  return editDistance(a, b) / Math.max(a.length, b.length) <= 0.25;
}
