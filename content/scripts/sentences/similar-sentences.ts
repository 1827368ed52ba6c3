export type SimilarSentence = { kind: 'duplicate' | 'near-duplicate'; index: number; ofIndex: number };

/** Shortest sentence compared word by word: shorter ones differ by one word without being repetitive. */
const NEAR_DUPLICATE_MIN_WORDS = 4;

const normalisedWords = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('’', "'")
    .split(/[^\p{L}\p{M}\p{N}'-]+/u)
    .filter(Boolean);

/**
 * Sentences that repeat an earlier one: the same words whatever the case and punctuation
 * (duplicate), or the same words but one in a sentence of four or more ("Ich habe einen Hund." and
 * "Ich habe einen Ball.": near-duplicate). Each is reported once, against the first it repeats.
 */
export function findSimilarSentences(texts: string[]): SimilarSentence[] {
  const similar: SimilarSentence[] = [];
  const seen = new Map<string, number>();
  const patterns = new Map<string, number>();
  texts.forEach((text, index) => {
    const words = normalisedWords(text);
    const key = words.join(' ');
    const first = seen.get(key);
    if (first !== undefined) {
      similar.push({ kind: 'duplicate', index, ofIndex: first });
      return;
    }
    seen.set(key, index);
    if (words.length < NEAR_DUPLICATE_MIN_WORDS) return;
    const keys = words.map((_, position) => words.map((word, i) => (i === position ? '*' : word)).join(' '));
    const earlier = keys.map((pattern) => patterns.get(pattern)).find((found) => found !== undefined);
    if (earlier !== undefined) similar.push({ kind: 'near-duplicate', index, ofIndex: earlier });
    for (const pattern of keys) if (!patterns.has(pattern)) patterns.set(pattern, index);
  });
  return similar;
}
