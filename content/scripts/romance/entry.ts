import type { Sense } from './senses';

/** One line of dictionary-<lang>.jsonl.gz, in the content contract's field order. */
export type DictionaryEntry = {
  lemma: string;
  rank: number;
  ipa: string | null;
  senses: Sense[];
  translations: Record<string, string[]>;
  pivot: Record<string, string>;
  forms: string[];
  sources: string[];
};
