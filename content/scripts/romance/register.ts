import fs from 'node:fs';
import path from 'node:path';
import { parseTsv } from '../sentences/sentence-files';
import type { RegisterCheck } from './cross-check';
import type { PartOfSpeech } from './pos';

// The hand-written lists of English words by register (content/curated/register/README.md) as the
// dictionary build asks them: whether a word is vulgar, or dated, under a part of speech.

export const VULGAR_ENGLISH_FILE = path.resolve(import.meta.dirname, '../../curated/register/en-vulgar.tsv');
export const DATED_ENGLISH_FILE = path.resolve(import.meta.dirname, '../../curated/register/en-dated.tsv');
export const REGISTER_HEADER = ['word', 'part_of_speech'];

export type RegisterRow = { word: string; partOfSpeech: PartOfSpeech | 'any' };

/** A list's rows; a file whose header is not `word<TAB>part_of_speech` is refused, not misread. */
export function readRegisterList(file: string): RegisterRow[] {
  const { header, rows } = parseTsv(fs.readFileSync(file, 'utf8'));
  if (header.join('\t') !== REGISTER_HEADER.join('\t'))
    throw new Error(`${file}: the header must be ${REGISTER_HEADER.join(', ')}, not ${header.join(', ')}`);
  return rows.map(({ fields: [word = '', partOfSpeech = ''] }) => ({
    word,
    partOfSpeech: partOfSpeech as RegisterRow['partOfSpeech'],
  }));
}

export const readVulgarEnglish = (file = VULGAR_ENGLISH_FILE) => readRegisterList(file);
export const readDatedEnglish = (file = DATED_ENGLISH_FILE) => readRegisterList(file);

/** Listed under `pos`, or under any part of speech when the translation's is not known (null). */
export function inRegister(rows: readonly RegisterRow[]): RegisterCheck {
  const byWord = new Map<string, Set<string>>();
  for (const { word, partOfSpeech } of rows)
    byWord.set(word, (byWord.get(word) ?? new Set()).add(partOfSpeech));
  return (word, pos) => {
    const listed = byWord.get(word);
    return !!listed && (pos === null || listed.has('any') || listed.has(pos));
  };
}

export const vulgarEnglish = (rows: readonly RegisterRow[] = readVulgarEnglish()) => inRegister(rows);
export const datedEnglish = (rows: readonly RegisterRow[] = readDatedEnglish()) => inRegister(rows);
