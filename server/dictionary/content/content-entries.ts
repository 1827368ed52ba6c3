import type { ExampleSentence } from '~/core/dictionary/example-sentence';
import { foldKey } from '~/core/dictionary/fold';
import type { Difficulty, Frequency, Translations, WordDefinition } from '~/core/dictionary/word-values';

// The shipped content (content/data) in the shape of global_word rows. Pure: no database here.

/** One line of content/data/gpl/dictionary-<language>.jsonl.gz. */
export type ContentLine = {
  lemma: string;
  rank: number;
  ipa: string | null;
  senses: { pos: string; gender: string | null; en: string[] }[];
  translations: Record<string, string[]>;
  pivot?: Record<string, string>;
  forms: string[];
  sources: string[];
};

/** What the import writes per entry (the columns the content owns). */
export type ContentRow = {
  value: string;
  valueKey: string;
  languageCode: string;
  phonetic: string | null;
  gender: string | null;
  rank: number;
  source: string;
  difficulty: Difficulty;
  frequency: Frequency;
  definitions: WordDefinition[];
  translations: Translations;
  /** Filled from the curated sentences by the import (readContentRows). */
  sentences: ExampleSentence[];
  searchKeys: string[];
};

/** The commonest thousand are everyday words; past 5,000 a learner meets them rarely. */
export function levelsOfRank(rank: number): { difficulty: Difficulty; frequency: Frequency } {
  if (rank <= 1000) return { difficulty: 'beginner', frequency: 'high' };
  if (rank <= 5000) return { difficulty: 'intermediate', frequency: 'medium' };
  return { difficulty: 'advanced', frequency: 'low' };
}

/** "f:<form>" per inflected form and "<language>:<translation>" per translation, folded, distinct. */
export function searchKeysOf(lemma: string, forms: string[], translations: Translations): string[] {
  const own = foldKey(lemma);
  const keys = new Set<string>();
  for (const form of forms) {
    const key = foldKey(form);
    if (key && key !== own) keys.add(`f:${key}`);
  }
  for (const [language, words] of Object.entries(translations)) {
    for (const word of words) {
      const key = foldKey(word);
      if (key) keys.add(`${language}:${key}`);
    }
  }
  return [...keys];
}

/** A Spanish, French, Italian, Portuguese or German line: each sense's meaning is its English. */
export function rowOfContentLine(languageCode: string, line: ContentLine): ContentRow {
  const gender = line.senses.find((sense) => sense.pos === 'noun' && sense.gender)?.gender ?? null;
  return {
    value: line.lemma,
    valueKey: foldKey(line.lemma),
    languageCode,
    phonetic: line.ipa,
    gender,
    rank: line.rank,
    source: line.sources.join(', '),
    ...levelsOfRank(line.rank),
    definitions: line.senses.map((sense) => ({
      partOfSpeech: sense.pos,
      definition: sense.en.join(', '),
      examples: [],
    })),
    translations: line.translations,
    sentences: [],
    searchKeys: searchKeysOf(line.lemma, line.forms, line.translations),
  };
}

export type EnglishContentEntry = {
  lemma: string;
  rank: number;
  ipa: string | null;
  senses: { pos: string; definition: string; examples: string[] }[];
  translations: { he?: string[] };
  forms: string[];
  sources: string[];
};

/** An English entry: WordNet's glosses stay its definitions; Hebrew is its translation. */
export function rowOfEnglishEntry(entry: EnglishContentEntry): ContentRow {
  const translations: Translations = entry.translations.he ? { he: entry.translations.he } : {};
  return {
    value: entry.lemma,
    valueKey: foldKey(entry.lemma),
    languageCode: 'en',
    phonetic: entry.ipa,
    gender: null,
    rank: entry.rank,
    source: entry.sources.join(', '),
    ...levelsOfRank(entry.rank),
    definitions: entry.senses.map((sense) => ({
      partOfSpeech: sense.pos,
      definition: sense.definition,
      examples: sense.examples,
    })),
    translations,
    sentences: [],
    searchKeys: searchKeysOf(entry.lemma, entry.forms, translations),
  };
}
