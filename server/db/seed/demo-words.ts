import { type Faker, fakerDE, fakerEN, fakerFR, fakerPT_BR } from '@faker-js/faker';
import type { Difficulty, Frequency, WordLanguage } from '~/core/words';
import { daysAgo, type FactoryContext } from '../factories/context';
import { curatedConcepts, curatedLanguages, curatedSynonyms } from '../factories/curated-words';
import { buildGlobalWord, exampleSentence, type GlobalWordRow, variantsOf } from '../factories/global-words';

// The demo dictionary (~1,000 words in en, es, fr, de, it, pt): the curated multilingual concepts
// with true translations, plus each language's own words from faker's locale word lists.

const askToUse: Record<WordLanguage, (word: string) => string> = {
  en: (w) => `Can you use "${w}" in a sentence?`,
  es: (w) => `¿Puedes usar «${w}» en una frase?`,
  fr: (w) => `Peux-tu utiliser « ${w} » dans une phrase ?`,
  de: (w) => `Kannst du „${w}“ in einem Satz verwenden?`,
  it: (w) => `Puoi usare «${w}» in una frase?`,
  pt: (w) => `Você pode usar «${w}» numa frase?`,
};

/** Locale word lists that really are in that language (faker's es and it fall back to English). */
const localeWords: { languageCode: WordLanguage; faker: Faker; count: number }[] = [
  { languageCode: 'en', faker: fakerEN, count: 200 },
  { languageCode: 'de', faker: fakerDE, count: 150 },
  { languageCode: 'fr', faker: fakerFR, count: 110 },
  { languageCode: 'pt', faker: fakerPT_BR, count: 130 },
];

const partsOfSpeech = ['noun', 'verb', 'adjective', 'adverb'] as const;

function difficultyByLength(value: string): Difficulty {
  if (value.length <= 5) return 'beginner';
  if (value.length <= 8) return 'intermediate';
  return 'advanced';
}

function recentOrOlder(ctx: FactoryContext): Date {
  // About one in ten is from the last week, so "Recent Words" has something to show.
  return ctx.faker.datatype.boolean(0.1) ? daysAgo(ctx, 7, 0) : daysAgo(ctx, 365, 7);
}

export function buildDemoWords(ctx: FactoryContext): GlobalWordRow[] {
  const words: GlobalWordRow[] = [];
  const seen = new Set<string>();
  const add = (row: GlobalWordRow) => {
    const key = `${row.languageCode}:${row.value}`;
    if (seen.has(key)) return;
    seen.add(key);
    words.push(row);
  };

  for (const concept of curatedConcepts) {
    for (const languageCode of curatedLanguages) {
      const value = concept.words[languageCode];
      const translations = Object.fromEntries(
        curatedLanguages.filter((code) => code !== languageCode).map((code) => [code, [concept.words[code]]]),
      );
      const example =
        languageCode === 'en'
          ? exampleSentence(ctx.faker, value, concept.partOfSpeech)
          : askToUse[languageCode](value);
      add(
        buildGlobalWord(ctx, {
          value,
          baseForm: value,
          languageCode,
          phonetic: languageCode === 'en' ? `/${value}/` : null,
          difficulty: concept.difficulty,
          frequency: concept.frequency,
          definitions: [
            { partOfSpeech: concept.partOfSpeech, definition: concept.gloss, examples: [example] },
          ],
          examples: [askToUse[languageCode](value)],
          translations,
          synonyms: curatedSynonyms[languageCode]?.[value] ?? [],
          variants: variantsOf(value, concept.partOfSpeech, languageCode),
          createdAt: recentOrOlder(ctx),
        }),
      );
    }
  }

  for (const { languageCode, faker, count } of localeWords) {
    faker.seed(ctx.faker.number.int());
    let attempts = 0;
    let added = 0;
    while (added < count && attempts++ < count * 20) {
      const pos = ctx.faker.helpers.arrayElement(partsOfSpeech);
      const value = faker.word[pos]();
      if (seen.has(`${languageCode}:${value}`) || value.includes(' ')) continue;
      const base = buildGlobalWord(ctx, { value, languageCode, createdAt: recentOrOlder(ctx) });
      add({
        ...base,
        baseForm: value,
        difficulty: difficultyByLength(value),
        frequency: ctx.faker.helpers.weightedArrayElement<Frequency>([
          { value: 'high', weight: 3 },
          { value: 'medium', weight: 4 },
          { value: 'low', weight: 3 },
        ]),
        definitions: base.definitions!.map((definition, index) =>
          index === 0 ? { ...definition, partOfSpeech: pos } : definition,
        ),
        examples: [askToUse[languageCode](value)],
        synonyms: faker.helpers
          .uniqueArray(() => faker.word[pos](), 3)
          .filter((synonym) => synonym !== value)
          .slice(0, ctx.faker.number.int({ min: 0, max: 3 })),
        // Translations into English for the other languages come from the curated list only;
        // these words get the translation languages a learner would add: their own list is empty.
        translations: {},
        variants: variantsOf(value, pos, languageCode),
      });
      added++;
    }
  }
  return words;
}
