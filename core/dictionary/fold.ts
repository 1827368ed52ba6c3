// Search keys: the spelling a learner may type without accents, niqqud, capitals or special letters
// finds the word (pequeno -> pequeño, strasse -> Straße, ÖL -> öl, שלום -> שָׁלוֹם). Applied the same way to what is stored and
// to the query, so lookups compare keys byte for byte.

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

export function foldKey(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      // Hebrew points and cantillation, with the few marks among them that are not \p{M} (maqaf, paseq,
      // sof pasuq, nun hafukha): שָׁלוֹם is found as שלום.
      .replace(/[\u0591-\u05C7]/g, '')
      .toLowerCase()
      .replace(/[ßẞæœøłđı]/g, (char) => EXPANSIONS[char] ?? char)
      .replace(/[’‘]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}
