import type { MyWord } from '~/core/words/my-word';
import { useNativeLanguage } from './native-language';

/**
 * What a word means, in a few words: its translation into `language` (the learner's own) when it
 * has one, else its first definition, else any translation.
 */
export function gloss(word: MyWord, language: string): string {
  const { translations, definitions } = word.word;
  return (
    translations[language]?.[0] ??
    definitions[0]?.definition ??
    Object.values(translations).find((list) => list.length > 0)?.[0] ??
    ''
  );
}

/** The gloss every list of the learner's words shows: in their native language (useNativeLanguage). */
export function useGloss(): (word: MyWord) => string {
  const language = useNativeLanguage();
  return (word) => gloss(word, language);
}
