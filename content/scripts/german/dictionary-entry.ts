import zlib from 'node:zlib';
import type { Sense } from './translation-ranking';

// One line of content/data/gpl/dictionary-de.jsonl.gz, in the content contract's shape.
export type DictionaryEntry = {
  lemma: string;
  rank: number;
  ipa: string | null;
  senses: Sense[];
  /**
   * English from Ding or our curated lines; Hebrew added through English by the link step, where it
   * finds some.
   */
  translations: { en: string[]; he?: string[] };
  pivot: Record<string, string>;
  forms: string[];
  sources: string[];
};

// The ids SOURCES.md names.
export const sourceIds = {
  ding: 'ding-de-en',
  posDict: 'german-pos-dict',
  wikdict: 'wikdict',
  hunspell: 'hunspell-de-de',
  espeak: 'espeak-ng',
  frequency: 'frequencywords-de',
  curated: 'curated-meanings',
} as const;

// JSON Lines in rank order, gzip-compressed with a zero mtime (Node writes none), so the same input
// gives the same bytes.
export function serialiseEntries(entries: DictionaryEntry[]): Buffer {
  const lines = entries.map((entry) => JSON.stringify(entry)).join('\n');
  return zlib.gzipSync(`${lines}\n`, { level: 9 });
}

export function parseEntries(gzipped: Buffer): DictionaryEntry[] {
  return zlib
    .gunzipSync(gzipped)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DictionaryEntry);
}
