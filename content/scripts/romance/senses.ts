import type { AcceptedTranslation } from './cross-check';
import type { LexiconEntry } from './morphology';
import { singleGender } from './morphology';
import type { Gender, PartOfSpeech } from './pos';

export type Sense = { pos: PartOfSpeech; gender: Gender | null; en: string[] };

/** Most English translations a sense keeps: the rest are rare senses a learner's entry does without. */
export const MAX_TRANSLATIONS = 6;

/** Which part of speech gets the translations no source places when nothing else tells. */
const POS_PREFERENCE: readonly PartOfSpeech[] = [
  'verb',
  'noun',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'determiner',
  'article',
  'numeral',
  'interjection',
];

const ARTICLE_WORDS = new Set(['a', 'an', 'the']);

/**
 * Groups the accepted English translations of a lemma into one sense per part of speech the lexicon
 * knows it as:
 * - a translation goes under the parts of speech its sources give it, when the lexicon agrees; one that
 *   the sources place only under parts of speech the lexicon does not know is dropped;
 * - a translation no source places goes under the lemma's only part of speech; for a lemma with several
 *   it is dropped (FreeDict's unplaced "obligation" must not become a meaning of the verb "deber"),
 *   unless nothing else is left, when it goes under the likeliest one;
 * - English "a", "an", "the" translate only articles and determiners;
 * - single letters keep only their function-word senses (es "a" is "to", not the letter).
 * Senses come commonest first, judged by the English frequency of their best translation.
 */
export function buildSenses(
  entry: LexiconEntry,
  accepted: readonly AcceptedTranslation[],
  english: { frequency: (word: string) => number; display: (word: string) => string },
): Sense[] {
  const known = [...entry.pos.keys()].filter(
    (pos) => entry.lemma.length > 1 || !['noun', 'verb', 'adjective'].includes(pos),
  );
  if (known.length === 0) return [];
  const placed = new Map<PartOfSpeech, AcceptedTranslation[]>();
  const unplaced: AcceptedTranslation[] = [];
  for (const translation of accepted) {
    if (translation.pos.size === 0) {
      unplaced.push(translation);
      continue;
    }
    for (const given of translation.pos) {
      // Bilingual dictionaries tag articles as determiners.
      const pos =
        given === 'determiner' && !known.includes(given) && known.includes('article') ? 'article' : given;
      if (!known.includes(pos)) continue;
      if (ARTICLE_WORDS.has(translation.word) && pos !== 'article' && pos !== 'determiner') continue;
      placed.set(pos, [...(placed.get(pos) ?? []), translation]);
    }
  }
  const fallback = POS_PREFERENCE.find((pos) => known.includes(pos))!;
  if (known.length === 1 || placed.size === 0) {
    const pos = known.length === 1 ? known[0]! : fallback;
    const usable = unplaced.filter(
      (translation) => !ARTICLE_WORDS.has(translation.word) || pos === 'article' || pos === 'determiner',
    );
    const merged = [...(placed.get(pos) ?? []), ...usable];
    if (merged.length > 0) placed.set(pos, [...new Set(accepted.filter((t) => merged.includes(t)))]);
  }
  const strength = (translations: AcceptedTranslation[]) =>
    Math.max(...translations.map((translation) => english.frequency(translation.word)));
  return [...placed]
    .sort(
      (a, b) =>
        strength(b[1]) - strength(a[1]) || POS_PREFERENCE.indexOf(a[0]) - POS_PREFERENCE.indexOf(b[0]),
    )
    .map(([pos, translations]) => ({
      pos,
      gender: pos === 'noun' ? singleGender(entry.pos.get('noun')!) : null,
      en: [...new Set(translations.map((translation) => english.display(translation.word)))].slice(
        0,
        MAX_TRANSLATIONS,
      ),
    }));
}
