import fs from 'node:fs';
import path from 'node:path';
import type { SentenceLanguage } from './sentence-languages';

export const SENTENCES_DIR = path.resolve(import.meta.dirname, '../../curated/sentences');

/** The sentences: `lemma<TAB>text<TAB>translation`, sorted by the lemma's rank. */
export const sentenceFile = (language: SentenceLanguage, dir = SENTENCES_DIR) =>
  path.join(dir, `${language}.tsv`);
/** Correct words hunspell does not know: `word<TAB>reason`. */
export const allowListFile = (language: SentenceLanguage, dir = SENTENCES_DIR) =>
  path.join(dir, `hunspell-allow-${language}.tsv`);
/** Top lemmas that get no sentence on purpose: `lemma<TAB>reason`. */
export const skipListFile = (language: SentenceLanguage, dir = SENTENCES_DIR) =>
  path.join(dir, `skip-${language}.tsv`);

export const SENTENCE_HEADER = ['lemma', 'text', 'translation'];
export const ALLOW_LIST_HEADER = ['word', 'reason'];
export const SKIP_LIST_HEADER = ['lemma', 'reason'];

/** One line of a tab-separated file after its header; `lineNumber` counts from 1 with the header. */
export type TsvRow = { lineNumber: number; fields: string[] };
export type TsvFile = { header: string[]; rows: TsvRow[] };

export function parseTsv(text: string): TsvFile {
  const [header = '', ...lines] = text.replace(/\n$/, '').split('\n');
  return {
    header: header.split('\t'),
    rows: lines.map((line, index) => ({ lineNumber: index + 2, fields: line.split('\t') })),
  };
}

/** A file that may be absent (the allow and skip lists) reads as a header alone. */
export function readTsv(file: string, header: string[]): TsvFile {
  if (!fs.existsSync(file)) return { header, rows: [] };
  return parseTsv(fs.readFileSync(file, 'utf8'));
}
