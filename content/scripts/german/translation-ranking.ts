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

// When no Ding sense agrees with the pivot, the pivot's own first translation: reached through three
// pivot languages, or through two and also found in Ding the other way round (Ding gives dienen only
// as "subserve" but translates "serve" with phrases of dienen).
// A cognate among them goes first (Job: job rather than work).
export type PivotFill = {
  spelling: (key: string) => string;
  inDingReverse: (key: string) => boolean;
  isCognate: (key: string) => boolean;
};

function pivotFallback(pivot: Map<string, number> | undefined, fill: PivotFill): string | null {
  const [best] = [...(pivot ?? [])]
    .filter(([key, weight]) => weight >= 3 || (weight >= 2 && fill.inDingReverse(key)))
    .sort(
      (a, b) =>
        Number(fill.isCognate(b[0])) - Number(fill.isCognate(a[0])) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
    );
  return best ? fill.spelling(best[0]) : null;
}

// Pivot translations that three languages reach, or two and Ding's other direction.
function pivotStrong(pivot: Map<string, number> | undefined, fill: PivotFill): string[] {
  return [...(pivot ?? [])]
    .filter(([key, weight]) => weight >= 2.5 && fill.inDingReverse(key))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([key]) => key);
}

export function rankSenses(
  candidates: DingSense[],
  pivot: Map<string, number> | undefined,
  english: EnglishFrequency,
  fill?: PivotFill,
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
  if (!fill || !senses[0]) return { senses, pivotAgrees };
  // With no sense agreeing, the pivot's first translation leads; with one agreeing, a translation the
  // pivot and Ding's other direction both give strongly joins the first sense (schön: pretty).
  const fallback = pivotAgrees ? null : pivotFallback(pivot, fill);
  const strong = pivotStrong(pivot, fill).filter((key) => !seen.has(key));
  if (!fallback && strong.length === 0) return { senses, pivotAgrees };
  const first = senses[0];
  const added = fallback
    ? [fallback, ...first.en.filter((en) => en !== fallback)]
    : [...first.en.slice(0, maxTermsPerSense - 1), fill.spelling(strong[0]!)];
  senses[0] = { ...first, en: added.slice(0, maxTermsPerSense) };
  for (const sense of senses.slice(1)) sense.en = sense.en.filter((en) => !added.includes(en));
  return { senses: senses.filter((sense) => sense.en.length > 0), pivotAgrees: true };
}
