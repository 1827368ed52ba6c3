// How typed answers are compared, in the tiers of issue 13. Each step is kept separate so the grader
// can tell the learner which kind of difference it forgave.

/**
 * Invisible format characters (Unicode category Cf: right-to-left and left-to-right marks, zero-width
 * spaces and joiners, soft hyphens) dropped; then the Unicode compatibility form (NFKC: full-width
 * Latin, half-width kana, ligatures such as ﬁ), lower case, punctuation dropped, dashes and runs of
 * spaces read as one space. "Well-known!" and "well known" compare equal; so do "don't" and "dont".
 */
export function normaliseAnswer(text: string): string {
  return withoutFormatCharacters(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/\p{Pd}/gu, ' ')
    .replace(/\p{P}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The text without its bracketed notes: "כסף (מתכת)" → "כסף", "bank [river]" → "bank". A dictionary
 * adds them to tell one sense from another; the learner answers with the word alone.
 */
export function withoutBracketedNotes(text: string): string {
  return text
    .replace(/\([^()]*\)|\[[^[\]]*\]|（[^（）]*）/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

// Keyboards and pasted text put these in without the learner seeing them (an RTL mark after Hebrew,
// a zero-width space from a web page), so they must not make a visibly identical answer differ.
function withoutFormatCharacters(text: string): string {
  return text.replace(/\p{Cf}/gu, '');
}

// Letters with no Unicode decomposition into a base letter and a mark, folded as a reader of that
// language would accept when typed on a keyboard without them.
const unDecomposable: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  þ: 'th',
  ŀ: 'l',
  ŧ: 't',
  ſ: 's',
  ĸ: 'q',
  ŋ: 'n',
};
const unDecomposablePattern = new RegExp(`[${Object.keys(unDecomposable).join('')}]`, 'gu');

// Kana voicing marks decompose like accents, but か and が are different sounds and words. In Thai
// the vowel and tone marks (ดี, ดู), and in the Indic scripts the dependent vowel signs, virama and
// anusvara/candrabindu (काम, कम), are letters in their own right, not accents on a letter. The
// breve on Cyrillic и and у makes the letters й and ў (мой, мои), while on Latin letters (ă, ğ) it is
// folded like any accent. Hebrew and Arabic vowel points, by contrast, are usually left out in
// writing and are folded.
const kanaVoicingMarks = /[\u3099\u309A]/u;
const thaiVowelAndToneMarks = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u;
const indicMarks = /[\u0900-\u0DFF]/u;
const combiningBreve = '\u0306';
const cyrillicLetter = /\p{Script=Cyrillic}/u;

/** Whether a combining mark makes another letter (kept) rather than accenting the same one (folded). */
function distinguishesLetters(mark: string, base: string | undefined): boolean {
  if (kanaVoicingMarks.test(mark) || thaiVowelAndToneMarks.test(mark) || indicMarks.test(mark)) return true;
  return mark === combiningBreve && base !== undefined && cyrillicLetter.test(base);
}

/**
 * normaliseAnswer, then every accent, diacritic and vowel point folded away (é→e, ł→l, ß→ss); marks
 * that make a different letter (distinguishesLetters) stay.
 */
export function foldAnswer(text: string): string {
  const decomposed = normaliseAnswer(text).normalize('NFD');
  let folded = '';
  let base: string | undefined;
  for (const char of decomposed) {
    if (/\p{M}/u.test(char)) {
      if (distinguishesLetters(char, base)) folded += char;
      continue;
    }
    base = char;
    folded += char;
  }
  return folded.normalize('NFC').replace(unDecomposablePattern, (letter) => unDecomposable[letter]!);
}
