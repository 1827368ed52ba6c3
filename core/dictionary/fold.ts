// Search keys: the spelling a learner may type without accents, niqqud, capitals or special letters
// finds the word (pequeno -> pequeño, strasse -> Straße, ÖL -> öl, שלום -> שָׁלוֹם). Applied the same way to what is stored and
// to the query, so lookups compare keys byte for byte. search_fold (server/db/migrations, latest
// CREATE OR REPLACE FUNCTION search_fold) is its SQL copy: change both together.

/** Letters that fold to more than their base letter (Unicode full case folding plus common spellings). */
const EXPANSIONS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

/**
 * Hyphens and dashes between words (-, the Hebrew maqaf ־, the Armenian hyphen, U+2010-U+2015 ‐ ‑ ‒ – — ―):
 * a separator like a space, since people type בית־ספר as "בית ספר" or "בית-ספר" and well-known as
 * "well known". The full-width and small hyphens are plain "-" after NFKD.
 */
const DASHES = /[-\u058A\u05BE\u2010-\u2015]/g;

/**
 * Whitespace as it remains after NFKD (which turns no-break, fixed-width and ideographic spaces into a
 * plain space): listed rather than \s so that search_fold's class is the very same characters.
 */
const SEPARATOR_RUNS = /[\t\n\v\f\r \u1680\u2028\u2029\uFEFF]+/g;

/**
 * Apostrophes, to the ASCII ' most keyboards type: the typographic ‘ ’ ‛, the modifier letter ʼ and the
 * Hebrew geresh ׳. "צ'יפס" finds צ׳יפס and "aujourd'hui" finds aujourd’hui, and the other way round.
 * The full-width ＇ is already ' after NFKD.
 */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u05F3]/g;

/** Double quotation marks, to the ASCII ": “ ” „ ‟ and the Hebrew gershayim ״ ("צה"ל" finds צה״ל). */
const QUOTATION_MARKS = /[\u201C-\u201F\u05F4]/g;

export function foldKey(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Before the Hebrew points go: the maqaf is among them (U+05BE).
      .replace(DASHES, ' ')
      .replace(/\p{M}/gu, '')
      // Hebrew points and cantillation, with the few marks among them that are not \p{M} (paseq, sof
      // pasuq, nun hafukha): שָׁלוֹם is found as שלום.
      .replace(/[\u0591-\u05C7]/g, '')
      .toLowerCase()
      .replace(/[ßẞæœøłđı]/g, (char) => EXPANSIONS[char] ?? char)
      .replace(APOSTROPHES, "'")
      .replace(QUOTATION_MARKS, '"')
      .replace(SEPARATOR_RUNS, ' ')
      .trim()
  );
}
