import fs from 'node:fs';
import path from 'node:path';
import { splitEnglish } from '../curated-lines';
import { parseTsv } from '../sentences/sentence-files';
import type { AcceptedTranslation } from './cross-check';
import type { RomanceCode } from './languages';
import { PARTS_OF_SPEECH, type PartOfSpeech } from './pos';

// The English meanings we write ourselves for the commonest lemmas where every source is wrong
// (content/curated/meanings/README.md): they replace what the sources give under that part of speech.

export const CURATED_MEANINGS_SOURCE = 'curated-meanings';
export const CURATED_MEANINGS_HEADER = ['lemma', 'part_of_speech', 'english', 'reason'];
export const curatedMeaningsFile = (code: RomanceCode) =>
  path.resolve(import.meta.dirname, `../../curated/meanings/${code}.tsv`);

export type CuratedMeaning = { lemma: string; pos: PartOfSpeech; english: string[]; reason: string };

/** A language's file (none: no corrections); a file with another header is refused, not misread. */
export function readCuratedMeanings(file: string): CuratedMeaning[] {
  if (!fs.existsSync(file)) return [];
  const { header, rows } = parseTsv(fs.readFileSync(file, 'utf8'));
  if (header.join('\t') !== CURATED_MEANINGS_HEADER.join('\t'))
    throw new Error(
      `${file}: the header must be ${CURATED_MEANINGS_HEADER.join(', ')}, not ${header.join(', ')}`,
    );
  const known = new Set<string>(PARTS_OF_SPEECH);
  return rows.map(({ lineNumber, fields: [lemma = '', pos = '', english = '', reason = ''] }) => {
    if (!known.has(pos)) throw new Error(`${file}:${lineNumber}: "${pos}" is not a part of speech`);
    return {
      lemma,
      pos: pos as PartOfSpeech,
      english: splitEnglish(english),
      reason,
    };
  });
}

/** The meanings by lemma, then part of speech. */
export function meaningsByLemma(
  meanings: readonly CuratedMeaning[],
): Map<string, Map<PartOfSpeech, string[]>> {
  const byLemma = new Map<string, Map<PartOfSpeech, string[]>>();
  for (const { lemma, pos, english } of meanings)
    byLemma.set(lemma, (byLemma.get(lemma) ?? new Map()).set(pos, english));
  return byLemma;
}

/**
 * A lemma's translations with its curated meanings in place: under each part of speech they name, ours
 * replace the sources' (and come first); the sources' under other parts of speech stay. Translations no
 * source places are dropped, since they would land under whichever part of speech the lemma has.
 */
export function withCuratedMeanings(
  accepted: readonly AcceptedTranslation[],
  curated: ReadonlyMap<PartOfSpeech, readonly string[]> | undefined,
): AcceptedTranslation[] {
  if (!curated) return [...accepted];
  const ours: AcceptedTranslation[] = [...curated].flatMap(([pos, words]) =>
    words.map((word) => ({ word, pos: new Set([pos]), support: 1, sources: [CURATED_MEANINGS_SOURCE] })),
  );
  const theirs = accepted.flatMap((translation) => {
    const pos = [...translation.pos].filter((part) => !curated.has(part));
    return pos.length > 0 ? [{ ...translation, pos: new Set(pos) }] : [];
  });
  return [...ours, ...theirs];
}
