import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IsVulgar } from './cross-check';
import type { PartOfSpeech } from './pos';

// The hand-written list of vulgar English words (content/curated/register/README.md) as the
// dictionary build asks it: whether a word is vulgar under a part of speech.

export const VULGAR_ENGLISH_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../curated/register/en-vulgar.tsv',
);

export type VulgarRow = { word: string; partOfSpeech: PartOfSpeech | 'any' };

export function readVulgarEnglish(file = VULGAR_ENGLISH_FILE): VulgarRow[] {
  const [, ...lines] = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return lines.map((line) => {
    const [word = '', partOfSpeech = ''] = line.split('\t');
    return { word, partOfSpeech: partOfSpeech as VulgarRow['partOfSpeech'] };
  });
}

/** Vulgar under `pos`, or under any part of speech when the translation's is not known (null). */
export function vulgarEnglish(rows: readonly VulgarRow[] = readVulgarEnglish()): IsVulgar {
  const byWord = new Map<string, Set<string>>();
  for (const { word, partOfSpeech } of rows)
    byWord.set(word, (byWord.get(word) ?? new Set()).add(partOfSpeech));
  return (word, pos) => {
    const listed = byWord.get(word);
    return !!listed && (pos === null || listed.has('any') || listed.has(pos));
  };
}
