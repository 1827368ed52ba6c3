import fs from 'node:fs';
import path from 'node:path';
import { parseTsv } from '../sentences/sentence-files';
import type { IsVulgar } from './cross-check';
import type { PartOfSpeech } from './pos';

// The hand-written list of vulgar English words (content/curated/register/README.md) as the
// dictionary build asks it: whether a word is vulgar under a part of speech.

export const VULGAR_ENGLISH_FILE = path.resolve(import.meta.dirname, '../../curated/register/en-vulgar.tsv');
export const VULGAR_ENGLISH_HEADER = ['word', 'part_of_speech'];

export type VulgarRow = { word: string; partOfSpeech: PartOfSpeech | 'any' };

/** The list's rows; a file whose header is not `word<TAB>part_of_speech` is refused, not misread. */
export function readVulgarEnglish(file = VULGAR_ENGLISH_FILE): VulgarRow[] {
  const { header, rows } = parseTsv(fs.readFileSync(file, 'utf8'));
  if (header.join('\t') !== VULGAR_ENGLISH_HEADER.join('\t'))
    throw new Error(
      `${file}: the header must be ${VULGAR_ENGLISH_HEADER.join(', ')}, not ${header.join(', ')}`,
    );
  return rows.map(({ fields: [word = '', partOfSpeech = ''] }) => ({
    word,
    partOfSpeech: partOfSpeech as VulgarRow['partOfSpeech'],
  }));
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
