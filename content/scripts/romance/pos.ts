import { partsOfSpeech as wordPartsOfSpeech } from '~/core/dictionary/word-values';

/** The parts of speech of the content contract: the product's own, plus numerals. */
export const PARTS_OF_SPEECH = [...wordPartsOfSpeech, 'numeral'] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

export type Gender = 'm' | 'f' | 'n' | 'mf';

const POS_BY_TAG: Record<string, PartOfSpeech> = {
  n: 'noun',
  vblex: 'verb',
  vbser: 'verb',
  vbhaver: 'verb',
  vbmod: 'verb',
  vaux: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  preadv: 'adverb',
  prn: 'pronoun',
  pr: 'preposition',
  cnjcoo: 'conjunction',
  cnjsub: 'conjunction',
  cnjadv: 'conjunction',
  ij: 'interjection',
  det: 'determiner',
  predet: 'determiner',
  num: 'numeral',
  rel: 'pronoun',
};

/**
 * The contract's part of speech for an Apertium tag list, or null for what a learner's dictionary leaves
 * out: proper nouns (np), abbreviations, acronyms, punctuation. Apertium tags articles as determiners
 * (det.def, det.ind); `articles` names the lemmas that are the language's articles.
 */
export function partOfSpeech(
  lemma: string,
  tags: string[],
  articles: ReadonlySet<string>,
): PartOfSpeech | null {
  const first = tags[0];
  if (first === undefined) return null;
  if (tags.includes('np') || tags.includes('abbr') || tags.includes('acr')) return null;
  const pos = POS_BY_TAG[first] ?? null;
  if (pos === 'determiner' && articles.has(lemma) && (tags.includes('def') || tags.includes('ind')))
    return 'article';
  return pos;
}

/** A noun's gender from its tags; Apertium's "nt" (neuter) only appears on pronouns and determiners. */
export function nounGender(tags: string[]): Gender | null {
  if (tags.includes('mf')) return 'mf';
  if (tags.includes('m')) return 'm';
  if (tags.includes('f')) return 'f';
  if (tags.includes('nt')) return 'n';
  return null;
}
