import { type Translations, wordLanguages } from '~/core/dictionary/word-values';
import { daysAgo, type FactoryContext, uuid } from '~/server/db/factories/context';
import { curatedConcepts } from '~/server/db/factories/curated-words';
import {
  curatedEntry,
  type DictionaryContent,
  englishEntry,
  type GlobalWordRow,
  sensesOf,
} from '~/server/db/factories/global-words';
import { HIGH_FREQUENCY_TAGS } from '~/server/dictionary/wordnet/derive-levels';
import {
  readTagCounts,
  readWordnetEntries,
  type WordnetEntry,
} from '~/server/dictionary/wordnet/read-wordnet';

// The demo dictionary (docs/decisions/0012-dictionary-content.md): every curated concept in all six
// languages, and more English words from WordNet, picked by how often they occur in its tagged corpus
// so that every difficulty and frequency is represented. Nothing is invented.

/** How many extra English lemmas, by WordNet tag count: the commonest, some medium, some rare. */
export const EXTRA_ENGLISH = { common: 250, medium: 150, rare: 100 } as const;

function recentOrOlder(ctx: FactoryContext): Date {
  // About one in ten is from the last week, so "Recent Words" has something to show.
  return ctx.faker.datatype.boolean(0.1) ? daysAgo(ctx, 7, 0) : daysAgo(ctx, 365, 7);
}

const unique = (values: string[]) => [...new Set(values)];

/** One spelling can carry two concepts (Italian "tempo" is time and weather): one entry, both senses. */
function merge(into: DictionaryContent, more: DictionaryContent): DictionaryContent {
  const translations: Translations = { ...into.translations };
  for (const [code, words] of Object.entries(more.translations ?? {})) {
    translations[code] = unique([...(translations[code] ?? []), ...words]);
  }
  return {
    ...into,
    definitions: [...(into.definitions ?? []), ...(more.definitions ?? [])],
    translations,
    synonyms: unique([...(into.synonyms ?? []), ...(more.synonyms ?? [])]),
  };
}

/** WordNet writes names and taxa capitalised ("American", "Ambloplites"): a common word is lower case. */
const isCommonWord = (entry: WordnetEntry) => sensesOf(entry)[0]?.words.includes(entry.lemma) ?? false;

/** Lower-case single common words of WordNet not already curated: the commonest, then random picks. */
function extraEnglishEntries(ctx: FactoryContext, tags: Map<string, number>, taken: Set<string>) {
  const candidates = [...tags].filter(([lemma]) => /^[a-z]{3,}$/.test(lemma) && !taken.has(lemma));
  candidates.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // Twice as many as wanted: the names and taxa among them are dropped once their senses are read.
  const common = candidates.slice(0, EXTRA_ENGLISH.common * 2);
  const rest = candidates.slice(common.length);
  const pools = {
    common,
    medium: ctx.faker.helpers.arrayElements(
      rest.filter(([, count]) => count >= 1 && count < HIGH_FREQUENCY_TAGS),
      EXTRA_ENGLISH.medium * 2,
    ),
    rare: ctx.faker.helpers.arrayElements(
      rest.filter(([, count]) => count === 0),
      EXTRA_ENGLISH.rare * 2,
    ),
  };
  const entries = readWordnetEntries(
    Object.values(pools).flatMap((pool) => pool.map(([lemma]) => lemma)),
    { tags },
  );
  return (Object.keys(pools) as (keyof typeof pools)[]).flatMap((name) =>
    pools[name]
      .map(([lemma]) => entries.get(lemma))
      .filter((entry): entry is WordnetEntry => Boolean(entry && isCommonWord(entry)))
      .slice(0, EXTRA_ENGLISH[name]),
  );
}

export function buildDemoWords(ctx: FactoryContext): GlobalWordRow[] {
  const entries = new Map<string, DictionaryContent>();
  const add = (content: DictionaryContent) => {
    const key = `${content.languageCode}:${content.value}`;
    const existing = entries.get(key);
    entries.set(key, existing ? merge(existing, content) : content);
  };
  for (const concept of curatedConcepts) {
    for (const languageCode of wordLanguages) add(curatedEntry(concept, languageCode));
  }
  const tags = readTagCounts();
  const curatedEnglish = new Set(curatedConcepts.map((concept) => concept.words.en));
  for (const entry of extraEnglishEntries(ctx, tags, curatedEnglish)) add(englishEntry(entry));

  return [...entries.values()].map((content) => {
    const createdAt = recentOrOlder(ctx);
    return { id: uuid(ctx), ...content, createdAt, updatedAt: createdAt, version: 1 };
  });
}
