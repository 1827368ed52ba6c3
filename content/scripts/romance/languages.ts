import type { FrequencySource } from './frequency';

/** The four Romance languages this step builds, and where each one's sources are on a Debian machine. */
export type RomanceCode = 'es' | 'fr' | 'it' | 'pt';

export const ROMANCE_CODES: readonly RomanceCode[] = ['es', 'fr', 'it', 'pt'];

const APERTIUM = '/usr/share/apertium';
const DICTD = '/usr/share/dictd';

export type RomanceLanguage = {
  code: RomanceCode;
  /** The Apertium package and analyser (surface form -> lemma and tags) for the lexicon. */
  analyser: { source: string; bin: string };
  /** FreeDict's own-language->English and English->own-language dictionaries, as source id and files. */
  freedictToEnglish: Dictd;
  freedictFromEnglish: Dictd;
  /** The lemmas Apertium tags as determiners that are the language's articles. */
  articles: ReadonlySet<string>;
  /** espeak-ng voice and hunspell dictionaries. */
  voice: string;
  hunspell: readonly string[];
  /** The language's word forms ranked by frequency (for the ranks). */
  frequencyList: FrequencySource;
  /**
   * The spelling a learner reads, where the analyser's is one hunspell rejects: French "coeur" is
   * "cœur". Used only for a lemma hunspell rejects as the analyser spells it and accepts respelled.
   */
  respell?: (word: string) => string;
  /** Turns FreeDict's reflexive headwords into the plain lemma ("aposentar-se" -> "aposentar"). */
  unreflexive: (headword: string) => string;
};

export type Dictd = { source: string; index: string; dict: string };

function dictd(pair: string): Dictd {
  return {
    source: `freedict-${pair}`,
    index: `${DICTD}/freedict-${pair}.index`,
    dict: `${DICTD}/freedict-${pair}.dict.dz`,
  };
}

export const ROMANCE: Record<RomanceCode, RomanceLanguage> = {
  es: {
    code: 'es',
    analyser: { source: 'apertium-eng-spa', bin: `${APERTIUM}/apertium-eng-spa/spa-eng.automorf.bin` },
    freedictToEnglish: dictd('spa-eng'),
    freedictFromEnglish: dictd('eng-spa'),
    articles: new Set(['el', 'uno']),
    voice: 'es',
    hunspell: ['es_ES', 'es_MX'],
    frequencyList: { list: 'spanish' },
    unreflexive: (word) => word.replace(/(ar|er|ir|ír)se$/, '$1'),
  },
  fr: {
    code: 'fr',
    analyser: { source: 'apertium-fr-es', bin: `${APERTIUM}/apertium-fr-es/fr-es.automorf.bin` },
    freedictToEnglish: dictd('fra-eng'),
    freedictFromEnglish: dictd('eng-fra'),
    articles: new Set(['le', 'un']),
    voice: 'fr',
    hunspell: ['fr_FR'],
    // Spoken French, from film subtitles, as for Italian and Portuguese. The package's French list
    // (Wiktionary's, from written text) lost every word spelled with à, è, ê, ç... ("à", "très", "où",
    // "ça", "même", "père") and ranks "bonjour" 5,876, "merci" 3,299, "tu" 2,327.
    frequencyList: { file: 'frequencywords-fr-2018.txt', source: 'frequencywords-fr-2018' },
    // Apertium spells the œ ligature "oe" ("coeur", "soeur", "oeil"), which hunspell rejects.
    respell: (word) => word.replaceAll('oe', 'œ'),
    unreflexive: (word) => word.replace(/^(se |s')/, ''),
  },
  it: {
    code: 'it',
    analyser: { source: 'apertium-spa-ita', bin: `${APERTIUM}/apertium-spa-ita/ita-spa.automorf.bin` },
    freedictToEnglish: dictd('ita-eng'),
    freedictFromEnglish: dictd('eng-ita'),
    articles: new Set(['il', 'uno', 'un']),
    voice: 'it',
    hunspell: ['it_IT'],
    frequencyList: { list: 'italian' },
    unreflexive: (word) => word.replace(/([aei])rsi$/, '$1re').replace(/rrsi$/, 'rre'),
  },
  pt: {
    code: 'pt',
    analyser: { source: 'apertium-es-pt', bin: `${APERTIUM}/apertium-es-pt/pt-es.automorf.bin` },
    freedictToEnglish: dictd('por-eng'),
    freedictFromEnglish: dictd('eng-por'),
    articles: new Set(['o', 'um']),
    voice: 'pt-br',
    hunspell: ['pt_BR', 'pt_PT'],
    frequencyList: { list: 'portuguese' },
    unreflexive: (word) => word.replace(/-se$/, ''),
  },
};

/** The Apertium pairs with Spanish: package, and the X->es and es->X bilingual transducers. */
export const SPANISH_PAIRS: Record<
  Exclude<RomanceCode, 'es'> | 'en',
  { source: string; toSpanish: string; fromSpanish: string }
> = {
  en: {
    source: 'apertium-eng-spa',
    toSpanish: `${APERTIUM}/apertium-eng-spa/eng-spa.autobil.bin`,
    fromSpanish: `${APERTIUM}/apertium-eng-spa/spa-eng.autobil.bin`,
  },
  fr: {
    source: 'apertium-fr-es',
    toSpanish: `${APERTIUM}/apertium-fr-es/fr-es.autobil.bin`,
    fromSpanish: `${APERTIUM}/apertium-fr-es/es-fr.autobil.bin`,
  },
  it: {
    source: 'apertium-spa-ita',
    toSpanish: `${APERTIUM}/apertium-spa-ita/ita-spa.autobil.bin`,
    fromSpanish: `${APERTIUM}/apertium-spa-ita/spa-ita.autobil.bin`,
  },
  pt: {
    source: 'apertium-es-pt',
    toSpanish: `${APERTIUM}/apertium-es-pt/pt-es.autobil.bin`,
    fromSpanish: `${APERTIUM}/apertium-es-pt/es-pt.autobil.bin`,
  },
};
