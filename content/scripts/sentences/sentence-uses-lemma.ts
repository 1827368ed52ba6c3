import { type SentenceToken, wordParts } from './tokenize-sentence';

const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);

/**
 * Whether a sentence uses a lemma in some form: the lemma or one of the dictionary's forms as a word
 * of it (or a part of a joined word: l'homme, E-Mail). Case matters (German Leben is not leben), but a
 * sentence's first word may be capitalised. A form of several words must stand in one piece. With
 * `particleMayTrail`, a form may also be split in two, its first part closing the clause later
 * (anrufe: "Ich rufe dich morgen an.").
 */
export function sentenceUsesLemma(
  tokens: SentenceToken[],
  forms: string[],
  { particleMayTrail = false } = {},
): boolean {
  const words = tokens.flatMap((token) =>
    wordParts(token.word).map((part, index) => ({ part, sentenceStart: token.sentenceStart && index === 0 })),
  );
  const matches = (index: number, form: string) => {
    const word = words[index];
    if (!word) return false;
    return word.part === form || (word.sentenceStart && lowerFirst(word.part) === form);
  };
  // A lemma that is itself joined (aujourd'hui, celui-ci) stands whole as one word of the sentence.
  const whole = tokens.map((token) => ({ part: token.word, sentenceStart: token.sentenceStart }));
  const wholeMatches = (form: string) =>
    whole.some((word) => word.part === form || (word.sentenceStart && lowerFirst(word.part) === form));
  for (const form of forms) {
    if (/['-]/.test(form) && wholeMatches(form)) return true;
    const formWords = form.split(' ');
    for (let start = 0; start + formWords.length <= words.length; start++) {
      if (formWords.every((formWord, offset) => matches(start + offset, formWord))) return true;
    }
  }
  if (!particleMayTrail) return false;
  const lowerForms = new Set(forms.map((form) => form.toLowerCase()));
  return tokens.some((verb, index) =>
    tokens
      .slice(index + 1)
      .some((particle) => particle.clauseEnd && lowerForms.has(`${particle.word}${verb.word}`.toLowerCase())),
  );
}
