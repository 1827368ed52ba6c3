import { isCognate } from './cognates';
import type { DingSense, EnglishTerm } from './ding-senses';
import type { EnglishFrequency } from './english-frequency';
import type { Gender, PartOfSpeech } from './part-of-speech';
import { normaliseEnglish } from './pivot-translations';
import { isRejected, labelPenalty } from './usage-labels';

export type Sense = { pos: PartOfSpeech; gender: Gender | null; en: string[] };

export type RankedSenses = {
  senses: Sense[];
  // Whether a kept translation is also reached through the Wiktionary pivot.
  pivotAgrees: boolean;
};

export const maxSenses = 5;
const maxTermsPerSense = 3;
// A sense scoring this far below the best one is left out.
const scoreWindow = 3;

function pivotWeight(term: EnglishTerm, pivot: Map<string, number> | undefined): number {
  return Math.min(2, pivot?.get(normaliseEnglish(term.text)) ?? 0);
}

// Ding gives a word many lines (senses), each with several English synonyms, but does not say which is
// commonest. A sense ranks higher when a Wiktionary pivot (an independent source) reaches one of its
// translations, when it is the word's own line (the word first, many examples), when its English is
// common, and lower when a subject label narrows it (techn., med.) or it shares its line with many
// synonyms. Where Ding and the pivot disagree, English frequency is the third voice. A translation that
// is the same word in English (direkt: direct, Problem: problem) is the word's plain sense.
export function senseScore(
  sense: DingSense,
  pivot: Map<string, number> | undefined,
  english: EnglishFrequency,
) {
  const terms = sense.en.filter((term) => !isRejected(term.labels));
  const pivotScore = Math.max(0, ...terms.map((term) => pivotWeight(term, pivot)));
  // Ding writes a line's main translation first.
  const commonness = terms[0] ? english(terms[0].text) : 0;
  return (
    2 * pivotScore +
    // A word that is an article (der, ein) is used as one far more than as anything else.
    (sense.pos === 'article' ? 3 : 0) +
    (sense.position === 0 ? 0.5 : 0) +
    // The line that spells out the word's forms (Haus | Häuser) is its main entry.
    (sense.forms.length > 0 ? 0.5 : 0) +
    (terms.some((term) => isCognate(sense.lemma, term.text)) ? 1 : 0) +
    0.5 * Math.log2(1 + sense.subEntries) -
    Math.min(1, 0.1 * (sense.synonyms - 1)) +
    0.5 * commonness -
    labelPenalty([...sense.labels, ...(terms[0]?.labels ?? [])])
  );
}

function orderTerms(terms: EnglishTerm[], pivot: Map<string, number> | undefined): EnglishTerm[] {
  const usable = terms.filter((term) => !isRejected(term.labels));
  return usable
    .map((term, index) => ({ term, index, weight: pivotWeight(term, pivot) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ term }) => term);
}

export function rankSenses(
  candidates: DingSense[],
  pivot: Map<string, number> | undefined,
  english: EnglishFrequency,
): RankedSenses {
  const scored = candidates
    .filter((sense) => !isRejected(sense.labels))
    .map((sense) => ({ sense, score: senseScore(sense, pivot, english) }))
    .sort((a, b) => b.score - a.score || a.sense.line - b.sense.line || a.sense.position - b.sense.position);
  const best = scored[0]?.score ?? 0;
  const seen = new Set<string>();
  const senses: Sense[] = [];
  let pivotAgrees = false;
  for (const { sense, score } of scored) {
    if (senses.length >= maxSenses || score < best - scoreWindow) break;
    const terms = orderTerms(sense.en, pivot)
      .filter((term) => !seen.has(normaliseEnglish(term.text)))
      .slice(0, maxTermsPerSense);
    if (terms.length === 0) continue;
    for (const term of terms) {
      seen.add(normaliseEnglish(term.text));
      if (pivotWeight(term, pivot) > 0) pivotAgrees = true;
    }
    senses.push({
      pos: sense.pos,
      gender: sense.pos === 'noun' ? sense.gender : null,
      en: terms.map((t) => t.text),
    });
  }
  return { senses, pivotAgrees };
}
