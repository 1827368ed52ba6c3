export type SentenceToken = {
  /** As written, with a typographic apostrophe made straight (hunspell knows both). */
  word: string;
  /** First word of the text or of a sentence in it: its capital says nothing about the word. */
  sentenceStart: boolean;
  /** Punctuation or the end of the text follows: where a German verb particle stands. */
  clauseEnd: boolean;
};

const letters = '[\\p{L}\\p{M}]+';
// Letters, joined inside a word by apostrophes (French l'homme, English don't) or hyphens
// (E-Mail, peut-être, dá-me): hunspell checks such a word whole.
const wordPattern = `${letters}(?:['’-]${letters})*`;
const words = new RegExp(wordPattern, 'gu');
const wordsEndingInApostrophe = new RegExp(`${wordPattern}(?:['’](?!\\p{L}))?`, 'gu');

export function tokenizeSentence(text: string, { apostropheMayEnd = false } = {}): SentenceToken[] {
  const tokens: SentenceToken[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(apostropheMayEnd ? wordsEndingInApostrophe : words)) {
    const before = text.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    const after = text.slice(previousEnd).trimStart();
    tokens.push({
      word: match[0].replaceAll('’', "'"),
      sentenceStart: tokens.length === 0 || /[.!?:]/.test(before),
      clauseEnd: after === '' || /^[.,;:!?…)»"”]/.test(after),
    });
  }
  return tokens;
}

/** The words inside a joined word, the apostrophe kept with the elided part (l', homme). */
export function wordParts(word: string): string[] {
  return word.split(/(?<=')|-/).filter((part) => part !== '' && part !== "'");
}
