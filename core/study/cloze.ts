import type { ExampleSentence } from '../dictionary/example-sentence';

// A cloze question: one of the word's example sentences with the word left out, to be typed in. Only
// sentences that hold the word exactly as the learner will type it (not an inflected form: "bin" for
// "sein") are used, so the gap's answer is the word itself.

export const CLOZE_GAP = '_____';

export type Cloze = {
  /** The sentence with the word replaced by the gap. */
  text: string;
  /** What the sentence means, in the learner's language: the sentence's translation. */
  translation: string;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word as a whole word of the sentence, in any case ("Haus" in "Das Haus ist alt."), every time. */
const wholeWord = (value: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{M}\\p{N}])`, 'giu');

/**
 * The first of `sentences` that holds `value` as a whole word and has a translation into the learner's
 * language, with that word (every use of it) replaced by the gap; null when none does.
 */
export function clozeOf(
  value: string,
  sentences: readonly ExampleSentence[],
  nativeLanguage: string | null,
): Cloze | null {
  if (!nativeLanguage || !value.trim()) return null;
  const pattern = wholeWord(value.trim());
  for (const sentence of sentences) {
    const translation = sentence.translations[nativeLanguage as keyof ExampleSentence['translations']];
    // A global pattern keeps its place between tests: from the start for each sentence.
    pattern.lastIndex = 0;
    if (!translation || !pattern.test(sentence.text)) continue;
    // Every use is left out: a second "chat" in the sentence would give the answer away.
    return { text: sentence.text.replace(pattern, CLOZE_GAP), translation };
  }
  return null;
}
