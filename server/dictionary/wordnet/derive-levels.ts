import type { Difficulty, Frequency } from '~/core/dictionary/word-values';

// How common and how hard a WordNet lemma is, from what WordNet itself knows (docs/decisions/0002):
// - tagCount: how often the lemma's senses occur in WordNet's semantically tagged corpus (the Brown
//   corpus subset behind index.sense), summed over all its senses: the only frequency WordNet has;
// - senses: polysemy (common words have many meanings);
// - the written form: multi-word expressions, hyphenated and very long words are harder.

export const HIGH_FREQUENCY_TAGS = 15;

export function frequencyOf(tagCount: number): Frequency {
  if (tagCount >= HIGH_FREQUENCY_TAGS) return 'high';
  if (tagCount >= 1) return 'medium';
  return 'low';
}

export function difficultyOf({
  value,
  tagCount,
  senses,
}: {
  value: string;
  tagCount: number;
  senses: number;
}): Difficulty {
  const letters = value.replace(/[^\p{L}]/gu, '').length;
  if (tagCount >= HIGH_FREQUENCY_TAGS || (letters <= 6 && senses >= 3 && !/[\s-]/.test(value)))
    return 'beginner';
  if (/[\s-]/.test(value) || letters > 12 || (tagCount === 0 && senses === 1)) return 'advanced';
  return 'intermediate';
}
