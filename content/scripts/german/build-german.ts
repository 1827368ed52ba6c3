import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DictionaryEntry, serialiseEntries, sourceIds } from './dictionary-entry';
import { espeakIpa } from './espeak-ipa';
import { buildLexicon, type LexiconLemma } from './german-lexicon';
import { own } from './lemma-forms';
import { defaultSourcePaths, type GermanSources, loadGermanSources, type SourcePaths } from './load-sources';
import type { Gender } from './part-of-speech';
import type { Sense } from './translation-ranking';

export const defaultOutFile = fileURLToPath(
  new URL('../../data/gpl/dictionary-de.jsonl.gz', import.meta.url),
);

export type BuildGermanOptions = {
  outFile?: string;
  // How many lemmas the dictionary keeps, most frequent first.
  lemmas?: number;
  paths?: SourcePaths;
  log?: (message: string) => void;
};

export type BuildGermanResult = {
  outFile: string;
  lemmas: number;
  forms: number;
  withIpa: number;
  seconds: number;
};

const nounGenders: Record<string, Gender> = { M: 'm', F: 'f', N: 'n' };

// Where Ding's gender for a noun sense disagrees with both german-pos-dict and Wiktionary, and those
// two agree on one gender, theirs wins (Ding has "Kirche {m}" in one line). A word with two genders
// (der See, die See) has two in Wiktionary, and keeps Ding's. A noun sense Ding gives only as a plural
// line takes german-pos-dict's gender when that has the singular (Eichhörnchen).
function checkedSenses(lemma: string, senses: Sense[], sources: GermanSources): Sense[] {
  const paradigm = own(sources.paradigms.nouns, lemma);
  const posDict = nounGenders[paradigm?.G ?? ''];
  const wiktionary = [...(sources.wiktionaryGenders.get(lemma) ?? [])];
  const agreed = posDict && wiktionary.length === 1 && wiktionary[0] === posDict ? posDict : null;
  return senses.map((sense) => {
    if (sense.pos !== 'noun') return sense;
    if (!sense.gender && posDict && paradigm?.NOM?.SIN) return { ...sense, gender: posDict };
    if (agreed && sense.gender && sense.gender !== 'mf' && sense.gender !== agreed)
      return { ...sense, gender: agreed };
    return sense;
  });
}

function toEntry(
  item: LexiconLemma,
  senses: Sense[],
  pivotAgrees: boolean,
  rank: number,
  ipa: string | null,
): DictionaryEntry {
  const en = [...new Set(senses.flatMap((sense) => sense.en))];
  const sources: string[] = [];
  // A lemma's senses are Ding's, ours (content/curated/meanings/de.tsv) or both.
  if (item.senses.some((sense) => !sense.curated)) sources.push(sourceIds.ding);
  if (item.senses.some((sense) => sense.curated)) sources.push(sourceIds.curated);
  sources.push(sourceIds.frequency);
  if (item.forms.fromPosDict) sources.push(sourceIds.posDict);
  if (item.forms.fromHunspell) sources.push(sourceIds.hunspell);
  if (pivotAgrees) sources.push(sourceIds.wikdict);
  if (ipa) sources.push(sourceIds.espeak);
  return {
    lemma: item.lemma,
    rank,
    ipa,
    senses,
    translations: { en },
    pivot: {},
    forms: [...item.forms.forms].sort(),
    sources,
  };
}

export async function buildGerman(options: BuildGermanOptions = {}): Promise<BuildGermanResult> {
  const started = Date.now();
  const log = options.log ?? ((message: string) => console.log(`[de] ${message}`));
  const outFile = options.outFile ?? defaultOutFile;
  const limit = options.lemmas ?? 8000;
  const sources = loadGermanSources(options.paths ?? defaultSourcePaths);
  log(`Ding ${sources.dingVersion}: ${sources.ding.size} head words`);
  const lexicon = buildLexicon(sources, log);

  const chosen: { item: LexiconLemma; senses: Sense[]; pivotAgrees: boolean }[] = [];
  for (const item of lexicon) {
    if (chosen.length >= limit) break;
    const { ranked } = item;
    chosen.push({
      item,
      senses: checkedSenses(item.lemma, ranked.senses, sources),
      pivotAgrees: ranked.pivotAgrees,
    });
  }
  const ipa = espeakIpa(chosen.map(({ item }) => item.lemma));
  const entries = chosen.map(({ item, senses, pivotAgrees }, index) =>
    toEntry(item, senses, pivotAgrees, index + 1, ipa.get(item.lemma) || null),
  );
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, serialiseEntries(entries));
  const result = {
    outFile,
    lemmas: entries.length,
    forms: entries.reduce((sum, entry) => sum + entry.forms.length, 0),
    withIpa: entries.filter((entry) => entry.ipa).length,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
  log(
    `wrote ${result.lemmas} lemmas, ${result.forms} forms, ${result.withIpa} with IPA in ${result.seconds} s`,
  );
  return result;
}

// tsx content/scripts/german/build-german.ts [--lemmas N] [--out FILE]
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const lemmas = argument('--lemmas');
  await buildGerman({ outFile: argument('--out'), lemmas: lemmas ? Number(lemmas) : undefined });
}
