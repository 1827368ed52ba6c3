import type { Faker } from '@faker-js/faker';
import {
  type Difficulty,
  difficulties,
  type Frequency,
  frequencies,
  type WordDefinition,
} from '~/core/words';
import type { globalWord } from '../schema';
import { daysAgo, type FactoryContext, uuid } from './context';

export type GlobalWordRow = typeof globalWord.$inferInsert & {
  id: string;
  value: string;
  languageCode: string;
};

const posOf = ['noun', 'verb', 'adjective', 'adverb'] as const;
type Pos = (typeof posOf)[number];

function wordOf(faker: Faker, pos: Pos): string {
  return faker.word[pos]();
}

/** An English-looking gloss built from real English words (demo data, not a dictionary). */
function gloss(faker: Faker, pos: string): string {
  const adjective = faker.word.adjective();
  const noun = faker.word.noun();
  switch (pos) {
    case 'verb':
      return `to ${faker.word.verb()} or handle a ${noun} in a ${adjective} way`;
    case 'adjective':
      return `having the ${adjective} quality of a ${noun}`;
    case 'adverb':
      return `in a ${adjective} manner`;
    default:
      return `a ${adjective} kind of ${noun}`;
  }
}

/** An example sentence that uses the word, per part of speech (English templates). */
export function exampleSentence(faker: Faker, value: string, pos: string): string {
  const noun = faker.word.noun();
  switch (pos) {
    case 'verb':
      return `They ${value} whenever the ${noun} allows it.`;
    case 'adjective':
      return `The ${noun} looked ${value} this morning.`;
    case 'adverb':
      return `She finished the ${noun} ${value}.`;
    default:
      return `We talked about the ${value} over dinner.`;
  }
}

/** Simple inflected forms: enough to give the variants editor something real to show. */
export function variantsOf(value: string, pos: string, languageCode: string): string[] {
  if (value.includes(' ')) return [];
  if (languageCode === 'en') {
    if (pos === 'noun') return [value.endsWith('s') ? `${value}es` : `${value}s`];
    if (pos === 'verb')
      return [`${value}s`, value.endsWith('e') ? `${value}d` : `${value}ed`, `${value.replace(/e$/, '')}ing`];
    if (pos === 'adjective' && value.length <= 6)
      return [`${value.replace(/e$/, '')}er`, `${value.replace(/e$/, '')}est`];
    return [];
  }
  if (languageCode === 'de') return pos === 'noun' ? [`${value}e`, `${value}n`] : [];
  if (pos === 'noun' || pos === 'adjective')
    return [/[aeiouáéíóú]$/.test(value) ? `${value}s` : `${value}es`];
  return [];
}

export function buildGlobalWord(ctx: FactoryContext, overrides: Partial<GlobalWordRow> = {}): GlobalWordRow {
  const { faker } = ctx;
  const pos = faker.helpers.arrayElement(posOf);
  const value = overrides.value ?? wordOf(faker, pos);
  const languageCode = overrides.languageCode ?? 'en';
  const definitions: WordDefinition[] = Array.from(
    { length: faker.number.int({ min: 1, max: 3 }) },
    (_, index) => ({
      partOfSpeech: index === 0 ? pos : faker.helpers.arrayElement(posOf),
      definition: gloss(faker, pos),
      examples: Array.from({ length: faker.number.int({ min: 0, max: 2 }) }, () =>
        exampleSentence(faker, value, pos),
      ),
    }),
  );
  const createdAt = overrides.createdAt ?? daysAgo(ctx, 365, 0);
  const updatedAt = faker.datatype.boolean(0.3)
    ? faker.date.between({ from: createdAt, to: ctx.now })
    : createdAt;
  return {
    id: uuid(ctx),
    value,
    baseForm: faker.datatype.boolean(0.2) ? `${value}`.replace(/(s|ed|ing)$/, '') || value : value,
    phonetic: languageCode === 'en' ? `/${value.toLowerCase()}/` : null,
    languageCode,
    difficulty: faker.helpers.arrayElement(difficulties) as Difficulty,
    frequency: faker.helpers.arrayElement(frequencies) as Frequency,
    definitions,
    examples: [exampleSentence(faker, value, pos)],
    translations: {},
    synonyms: faker.helpers
      .uniqueArray(() => wordOf(faker, pos), faker.number.int({ min: 0, max: 3 }))
      .filter((s) => s !== value),
    variants: variantsOf(value, pos, languageCode),
    createdAt,
    updatedAt,
    version: 1,
    ...overrides,
  };
}
