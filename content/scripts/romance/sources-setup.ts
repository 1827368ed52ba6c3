import { transducerPaths } from './apertium';
import { type Bidix, buildBidix } from './bidix';
import { type Draft, englishOf } from './draft';
import { bidixSource, type EnglishSource, freedictSource, pivotSource } from './english-sources';
import { readDictd } from './freedict';
import { type RomanceCode, type RomanceLanguage, SPANISH_PAIRS } from './languages';

/** Apertium's X<->Spanish bilingual dictionary in both directions, read once per pair. */
export type SpanishPair = { source: string; toSpanish: Bidix; fromSpanish: Bidix };

export function loadSpanishPair(code: Exclude<RomanceCode, 'es'> | 'en'): SpanishPair {
  const pair = SPANISH_PAIRS[code];
  const to = transducerPaths(pair.toSpanish, true);
  const from = transducerPaths(pair.fromSpanish, true);
  return { source: pair.source, toSpanish: buildBidix(to, from), fromSpanish: buildBidix(from, to) };
}

/**
 * The English sources of a language, most trusted first (the first wins when all disagree): for
 * Spanish, Apertium's direct dictionary; for the others, the cross-checked Spanish entries through
 * Apertium's X-Spanish dictionary. Then FreeDict (both directions, one source).
 */
export function englishSources(
  language: RomanceLanguage,
  spanish: { english: SpanishPair } | { draft: Draft; pair: SpanishPair },
): EnglishSource[] {
  const first =
    'english' in spanish
      ? bidixSource(spanish.english.source, spanish.english.fromSpanish)
      : pivotSource(`${spanish.pair.source}+apertium-eng-spa`, spanish.pair.toSpanish, (lemma, pos) =>
          englishOf(spanish.draft, lemma, pos),
        );
  const toEnglish = language.freedictToEnglish;
  const fromEnglish = language.freedictFromEnglish;
  return [
    first,
    freedictSource(
      `${toEnglish.source}+${fromEnglish.source}`,
      readDictd(toEnglish.index, toEnglish.dict),
      readDictd(fromEnglish.index, fromEnglish.dict),
      language.unreflexive,
    ),
  ];
}
