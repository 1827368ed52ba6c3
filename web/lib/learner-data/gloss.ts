import type { MyWord } from '~/core/words/my-word';

/**
 * What a word means, in a few words: its translation into `language` (the learner's own) when it
 * has one, else its first definition, else any translation.
 */
export function gloss(word: MyWord, language: string | null | undefined): string {
  const { translations, definitions } = word.word;
  return (
    (language ? translations[language]?.[0] : undefined) ??
    definitions[0]?.definition ??
    Object.values(translations).find((list) => list.length > 0)?.[0] ??
    ''
  );
}
