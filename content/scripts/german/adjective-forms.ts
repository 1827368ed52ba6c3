// An adjective's declension as german-adjectives-dict (npm; derived from LanguageTool's german-pos-dict)
// lists it: case -> (DEF | IND | SOL) -> (M | F | N | P) -> form. It lists the positive only.
// A few entries leave a case out (null).
export type AdjectiveParadigm = Record<string, Record<string, Record<string, string>> | null>;

export function adjectiveParadigmForms(paradigm: AdjectiveParadigm): string[] {
  return Object.values(paradigm).flatMap((byArticle) =>
    Object.values(byArticle ?? {}).flatMap((byGender) => Object.values(byGender ?? {})),
  );
}

const endings = ['e', 'en', 'er', 'es', 'em'];

// The declined comparison from a comparative (kleiner) and a superlative stem (kleinst):
// kleinere, kleineren, ..., kleinste, kleinsten, ...
export function comparisonForms(comparative: string, superlativeStem: string | undefined): string[] {
  return [
    comparative,
    ...endings.map((ending) => `${comparative}${ending}`),
    ...(superlativeStem ? endings.map((ending) => `${superlativeStem}${ending}`) : []),
  ];
}

const umlauts: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü' };

// The comparison candidates of an adjective Ding gives none for: with and without umlaut (alt -> älter,
// schnell -> schneller), superlatives in -st and -est (kleinste, älteste, neueste), dropping the e of
// -el and -er before the comparative ending (dunkel -> dunkler, teuer -> teurer). The build keeps a
// candidate only if the spelling checker knows its declined form ("kleinere", "älteste"), which also
// drops the comparison of adjectives that have none.
export function comparisonCandidates(lemma: string): { comparatives: string[]; superlativeStems: string[] } {
  const stems = [lemma];
  const umlauted = lemma.replace(/(au|[aou])(?=[^aeiouäöü]*$)/, (vowel) =>
    vowel === 'au' ? 'äu' : (umlauts[vowel] ?? vowel),
  );
  if (umlauted !== lemma) stems.push(umlauted);
  const comparatives: string[] = [];
  const superlativeStems: string[] = [];
  for (const stem of stems) {
    const base = stem.endsWith('e') ? stem.slice(0, -1) : stem;
    const comparativeBase = /[^e]e[lr]$/.test(stem) ? `${stem.slice(0, -2)}${stem.slice(-1)}` : base;
    comparatives.push(`${comparativeBase}er`);
    // größt, not größest: after s, ß, z and x the superlative may take only -t.
    superlativeStems.push(`${base}st`, `${base}est`, ...(/[sßzx]$/.test(base) ? [`${base}t`] : []));
  }
  return { comparatives, superlativeStems };
}
