import type { MyWord } from '~/core/words/my-word';
import { meaningOf } from '~/core/words/word-meaning';
import { useNativeLanguage } from './native-language';

/** What a word means, in a few words (core/words/word-meaning.ts), in the learner's language. */
export function gloss(word: MyWord, language: string | null | undefined): string {
  return meaningOf(word.word, language);
}

/** The gloss every list of the learner's words shows: in their native language (useNativeLanguage). */
export function useGloss(): (word: MyWord) => string {
  const language = useNativeLanguage();
  return (word) => gloss(word, language);
}
