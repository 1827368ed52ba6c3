import { foldKey } from '~/core/dictionary/fold';
import type { Translations, WordDefinition, WordLanguage } from '~/core/dictionary/word-values';
import type { globalWord } from '~/server/db/schema';
import { difficultyOf, frequencyOf } from '~/server/dictionary/wordnet/derive-levels';
import {
  readWordnetEntries,
  type WordnetEntry,
  type WordnetSense,
} from '~/server/dictionary/wordnet/read-wordnet';
import { daysAgo, type FactoryContext, uuid } from './context';
import { type CuratedConcept, curatedConcepts, curatedLanguages, curatedSynonyms } from './curated-words';

// Dictionary rows for tests and the demo, all from real sources (docs/decisions/0012): English from
// WordNet (its glosses, its example sentences, its synsets), other languages from the curated concepts
// with their true translations. No phonetic: WordNet has no transcriptions, and a made-up one
// ("/word/") would teach a wrong pronunciation.

export type GlobalWordRow = typeof globalWord.$inferInsert & {
  id: string;
  value: string;
  languageCode: string;
};

/** A dictionary row without its identity and timestamps. */
export type DictionaryContent = Omit<GlobalWordRow, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

const MAX_DEFINITIONS = 12;
const MAX_SYNONYMS = 10;
const MAX_EXAMPLES = 3;
/** Synonyms come from the synsets of the first senses shown, not from every meaning of the word. */
const SYNONYM_SENSES = 3;

const definitionOf = ({ partOfSpeech, definition, examples }: WordnetSense): WordDefinition => ({
  partOfSpeech,
  definition,
  examples,
});

/** All senses, the part of speech with more senses first (as the WordNet import orders them). */
export function sensesOf(entry: WordnetEntry): WordnetSense[] {
  return Object.values(entry.byPartOfSpeech)
    .sort((a, b) => b.length - a.length)
    .flat();
}

/**
 * An English entry from WordNet; `first` puts one sense ahead (the one a curated concept translates).
 * Synonyms are the other words of the first senses' synsets.
 */
export function englishEntry(entry: WordnetEntry, first?: WordnetSense): DictionaryContent {
  const senses = sensesOf(entry);
  // The translated sense first, then the rest of its part of speech, then the other parts of speech.
  const rest = senses.filter((sense) => sense !== first);
  const ordered = first
    ? [
        first,
        ...rest.filter((sense) => sense.partOfSpeech === first.partOfSpeech),
        ...rest.filter((sense) => sense.partOfSpeech !== first.partOfSpeech),
      ]
    : senses;
  const synonyms = new Set<string>();
  for (const sense of ordered.slice(0, SYNONYM_SENSES)) {
    // Names in a synset ("Sung dynasty" beside "song") are not synonyms of a common word.
    for (const word of sense.words)
      if (word.toLowerCase() !== entry.lemma && !/^\p{Lu}/u.test(word)) synonyms.add(word);
  }
  return {
    value: entry.lemma,
    baseForm: entry.lemma,
    phonetic: null,
    languageCode: 'en',
    difficulty: difficultyOf({ value: entry.lemma, tagCount: entry.tagCount, senses: entry.senses }),
    frequency: frequencyOf(entry.tagCount),
    definitions: ordered.slice(0, MAX_DEFINITIONS).map(definitionOf),
    examples: ordered.flatMap((sense) => sense.examples).slice(0, MAX_EXAMPLES),
    translations: {},
    synonyms: [...synonyms].slice(0, MAX_SYNONYMS),
    variants: [],
  };
}

let curatedSenses: Map<string, WordnetEntry> | undefined;

/** The WordNet lemma and sense a curated concept translates (read once per process). */
export function conceptSense(concept: CuratedConcept) {
  curatedSenses ??= readWordnetEntries(curatedConcepts.map((c) => c.words.en));
  const entry = curatedSenses.get(concept.words.en);
  const sense = entry?.byPartOfSpeech[concept.partOfSpeech]?.[concept.sense - 1];
  if (!entry || !sense) {
    throw new Error(`WordNet has no ${concept.partOfSpeech} sense ${concept.sense} of "${concept.words.en}"`);
  }
  return { entry, sense };
}

/**
 * A curated concept's entry in one language. English is the WordNet entry with the translated sense
 * first; the other languages carry that sense's English gloss (the meaning, without WordNet's English
 * example sentences) and their translations. Difficulty and frequency are the English lemma's.
 */
export function curatedEntry(concept: CuratedConcept, languageCode: WordLanguage): DictionaryContent {
  const { entry, sense } = conceptSense(concept);
  const translations: Translations = Object.fromEntries(
    curatedLanguages.filter((code) => code !== languageCode).map((code) => [code, [concept.words[code]]]),
  );
  if (languageCode === 'en') return { ...englishEntry(entry, sense), translations };
  const value = concept.words[languageCode];
  return {
    value,
    baseForm: value,
    phonetic: null,
    languageCode,
    difficulty: difficultyOf({ value: entry.lemma, tagCount: entry.tagCount, senses: entry.senses }),
    frequency: frequencyOf(entry.tagCount),
    definitions: [{ partOfSpeech: concept.partOfSpeech, definition: sense.definition, examples: [] }],
    examples: [],
    translations,
    synonyms: curatedSynonyms[languageCode]?.[value] ?? [],
    variants: [],
  };
}

/**
 * The row with the search key the dictionary's own writers store (value_key, its spelling folded:
 * core/dictionary/fold.ts), by which the learner's dictionary search finds it. Every row a factory or
 * seed writes goes through here. A valueKey given is kept, null too (a row from before the keys).
 */
export function withValueKey<Row extends { value: string; valueKey?: string | null }>(
  row: Row,
): Row & { valueKey: string | null } {
  return { ...row, valueKey: row.valueKey === undefined ? foldKey(row.value) : row.valueKey };
}

/** A real dictionary word: a random curated concept in a random language, unless overridden. */
export function buildGlobalWord(ctx: FactoryContext, overrides: Partial<GlobalWordRow> = {}): GlobalWordRow {
  const { faker } = ctx;
  const concept = faker.helpers.arrayElement(curatedConcepts);
  const languageCode = faker.helpers.arrayElement(curatedLanguages);
  const createdAt = overrides.createdAt ?? daysAgo(ctx, 365, 0);
  const updatedAt = faker.datatype.boolean(0.3)
    ? faker.date.between({ from: createdAt, to: ctx.now })
    : createdAt;
  return withValueKey({
    id: uuid(ctx),
    ...curatedEntry(concept, languageCode),
    createdAt,
    updatedAt,
    version: 1,
    ...overrides,
  });
}
