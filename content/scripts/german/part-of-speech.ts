// The parts of speech and genders of the dictionary contract, and how Ding's grammar tags map to them.

// The contract's list: the product's editor list (core/dictionary/word-values.ts) and numeral.
export const partsOfSpeech = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'determiner',
  'article',
  'numeral',
] as const;
export type PartOfSpeech = (typeof partsOfSpeech)[number];

export type Gender = 'm' | 'f' | 'n' | 'mf';

export type Grammar = { pos: PartOfSpeech; gender: Gender | null };

const tagPos: Record<string, PartOfSpeech> = {
  vi: 'verb',
  vt: 'verb',
  vr: 'verb',
  v: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  prp: 'preposition',
  conj: 'conjunction',
  pron: 'pronoun',
  ppron: 'pronoun',
  'relativ.pron': 'pronoun',
  'pron interrog': 'pronoun',
  art: 'article',
  num: 'numeral',
  interj: 'interjection',
};

const genders = new Set(['m', 'f', 'n']);

// The grammar a synonym's tags give, or null when they name no part of speech. Nouns are the terms
// tagged with a gender ({m}, {f}, {n}, {m,f}); {pl} alone marks a plural, whose gender is not shown.
export function grammarOfTags(tags: string[]): Grammar | null {
  const nounGenders = tags.filter((tag) => genders.has(tag));
  if (nounGenders.length > 0) {
    const both = nounGenders.includes('m') && nounGenders.includes('f');
    return { pos: 'noun', gender: both ? 'mf' : (nounGenders[0] as Gender) };
  }
  for (const tag of tags) {
    const pos = tagPos[tag];
    if (pos) return { pos, gender: null };
  }
  // "wir {ppron} {pl}" is a plural pronoun; {pl} alone is a plural noun.
  if (tags.includes('pl')) return { pos: 'noun', gender: null };
  return null;
}
