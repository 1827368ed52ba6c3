import fs from 'node:fs';
import path from 'node:path';

// Our own Hebrew translations of the commonest English lemmas (content/curated/he/en-he.tsv):
// "lemma<TAB>pos<TAB>hebrew1; hebrew2", a header line, sorted by the English rank.

export type HebrewTranslation = { lemma: string; pos: string; hebrew: string[] };

export const HEBREW_FILE = path.resolve(import.meta.dirname, '../../curated/he/en-he.tsv');

export function parseHebrewTranslations(text: string): HebrewTranslation[] {
  const [, ...lines] = text.trimEnd().split('\n');
  return lines.map((line) => {
    const [lemma, pos, hebrew] = line.split('\t');
    if (!lemma || !pos || !hebrew) throw new Error(`Incomplete Hebrew line: "${line}"`);
    return { lemma, pos, hebrew: hebrew.split(';').map((word) => word.trim()) };
  });
}

export function readHebrewTranslations(file = HEBREW_FILE): HebrewTranslation[] {
  return parseHebrewTranslations(fs.readFileSync(file, 'utf8'));
}
