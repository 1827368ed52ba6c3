import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '~/content/read/english-files';

// The everyday-word lists of content/curated/checks (written independently of the sources; see its
// README), read for the dictionary tests.

export type LemmaCheck = { category: string; lemma: string; accepted: string[] };
export type QueryCheck = {
  language: string;
  query: string;
  lemma: string;
  kind: 'form' | 'accent' | 'native';
};

function readTsv(name: string): string[][] {
  const text = fs.readFileSync(path.join(CONTENT_DIR, 'curated/checks', name), 'utf8');
  return text
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

export const normalizeMeaning = (text: string) => text.trim().toLowerCase().replace(/^to /, '');

export function readLemmaChecks(language: string): LemmaCheck[] {
  return readTsv(`${language}.tsv`).map(([category = '', lemma = '', accepted = '']) => ({
    category,
    lemma,
    accepted: accepted.split(';').map(normalizeMeaning),
  }));
}

export function readQueryChecks(): QueryCheck[] {
  return readTsv('forms.tsv').map(([language = '', query = '', lemma = '', kind = '']) => ({
    language,
    query,
    lemma,
    kind: kind as QueryCheck['kind'],
  }));
}
