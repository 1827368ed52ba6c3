import type { MyWord } from '~/core/words/my-word';
import { meaningOf } from '~/core/words/word-meaning';

/** What a word means, in a few words (core/words/word-meaning.ts), in the learner's language. */
export function gloss(word: MyWord, language: string | null | undefined): string {
  return meaningOf(word.word, language);
}
