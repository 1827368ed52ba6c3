import fs from 'node:fs';
import path from 'node:path';
import { splitEnglish } from '../curated-lines';
import { parseTsv } from '../sentences/sentence-files';
import type { DingSense } from './ding-senses';
import { type Gender, type PartOfSpeech, partsOfSpeech } from './part-of-speech';
import type { RankedSenses, Sense } from './translation-ranking';

// The German words and meanings we write ourselves where Ding, the build's source of German senses
// (the Wiktionary pivot only votes among them, or adds a translation to one), has no line for a
// common word (Eltern, Friedhof, zwar, her) or only a wrong one for it (ehemalig: "ancient", not
// "former"); content/curated/meanings/README.md. A line replaces what Ding gives the lemma under that
// part of speech and comes first; its other parts of speech keep Ding's.

export const GERMAN_CURATED_MEANINGS_HEADER = ['lemma', 'part_of_speech', 'gender', 'english', 'reason'];
export const germanCuratedMeaningsFile = path.resolve(import.meta.dirname, '../../curated/meanings/de.tsv');

export type GermanCuratedMeaning = {
  lemma: string;
  pos: PartOfSpeech;
  // A noun's gender; `plural` for a noun used only in the plural (Eltern).
  gender: Gender | null;
  plural: boolean;
  english: string[];
  reason: string;
};

const genders = new Set(['m', 'f', 'n', 'mf']);

/** The file (none: no lines); a file with another header, part of speech or gender is refused. */
export function readGermanCuratedMeanings(file = germanCuratedMeaningsFile): GermanCuratedMeaning[] {
  if (!fs.existsSync(file)) return [];
  const { header, rows } = parseTsv(fs.readFileSync(file, 'utf8'));
  if (header.join('\t') !== GERMAN_CURATED_MEANINGS_HEADER.join('\t'))
    throw new Error(
      `${file}: the header must be ${GERMAN_CURATED_MEANINGS_HEADER.join(', ')}, not ${header.join(', ')}`,
    );
  const known = new Set<string>(partsOfSpeech);
  return rows.map(
    ({ lineNumber, fields: [lemma = '', pos = '', gender = '', english = '', reason = ''] }) => {
      if (!known.has(pos)) throw new Error(`${file}:${lineNumber}: "${pos}" is not a part of speech`);
      const nounGender = pos === 'noun' && gender !== 'pl' ? gender : '';
      if ((pos === 'noun') !== (gender !== '') || (nounGender && !genders.has(nounGender)))
        throw new Error(
          `${file}:${lineNumber}: a noun has a gender (m, f, n, mf or pl), nothing else has one`,
        );
      return {
        lemma,
        pos: pos as PartOfSpeech,
        gender: nounGender ? (nounGender as Gender) : null,
        plural: gender === 'pl',
        english: splitEnglish(english),
        reason,
      };
    },
  );
}

/**
 * Ding's senses with the curated lines in place: under each part of speech a line names, the line's
 * sense replaces Ding's. A curated sense stands first in the file's order whatever the ranking says
 * (`curatedFirst`).
 */
export function withGermanCuratedMeanings(
  ding: Map<string, DingSense[]>,
  meanings: readonly GermanCuratedMeaning[],
): void {
  const byLemma = new Map<string, GermanCuratedMeaning[]>();
  for (const meaning of meanings)
    byLemma.set(meaning.lemma, [...(byLemma.get(meaning.lemma) ?? []), meaning]);
  for (const [lemma, lines] of byLemma) {
    const replaced = new Set(lines.map((line) => line.pos));
    const ours: DingSense[] = lines.map((line, position) => ({
      lemma,
      pos: line.pos,
      gender: line.gender,
      plural: line.plural,
      en: line.english.map((text) => ({ text, labels: [] })),
      labels: [],
      line: -1,
      position,
      synonyms: 1,
      subEntries: 1,
      forms: [],
      curated: true,
    }));
    ding.set(lemma, [...ours, ...(ding.get(lemma) ?? []).filter((sense) => !replaced.has(sense.pos))]);
  }
}

/** The curated senses first, as written, then the ranking's others without their English again. */
export function curatedFirst(
  senses: readonly DingSense[],
  ranked: RankedSenses,
  limit: number,
): RankedSenses {
  const ours: Sense[] = senses
    .filter((sense) => sense.curated)
    .map((sense) => ({
      pos: sense.pos,
      gender: sense.pos === 'noun' ? sense.gender : null,
      en: sense.en.map((term) => term.text),
    }));
  if (ours.length === 0) return ranked;
  const seen = new Set(ours.flatMap((sense) => sense.en));
  const ourPos = new Set(ours.map((sense) => sense.pos));
  const theirs = ranked.senses
    .filter((sense) => !ourPos.has(sense.pos))
    .map((sense) => ({ ...sense, en: sense.en.filter((en) => !seen.has(en)) }))
    .filter((sense) => sense.en.length > 0);
  return { senses: [...ours, ...theirs].slice(0, limit), pivotAgrees: ranked.pivotAgrees };
}
