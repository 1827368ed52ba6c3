import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MyWord } from '~/core/words/my-word';
import type { WordPages } from './list-my-words';
import { myWordsKeys } from './my-words-keys';
import { type WordListFilters, wordMatches } from './word-filters';

// Writes a mutation's answer into every cached list of words, so nothing is refetched: a new word
// goes into the lists whose filters it passes, a changed one is replaced (or leaves a list it no
// longer passes), a removed one is taken out.
//
// A list is pages read at offsets in one order (the server's: newest word first, by the date it was
// added, then by id). A word put into or taken out of the loaded pages moves every later word by one
// place, so the next offset each page carries moves with it: otherwise "Show more" after a removal
// would skip a word, and after an addition show one twice.

function eachList(
  client: QueryClient,
  update: (pages: WordPages, filters: WordListFilters, key: QueryKey) => WordPages,
) {
  for (const [key, pages] of client.getQueriesData<WordPages>({ queryKey: myWordsKeys.lists })) {
    if (!pages) continue;
    const next = update(pages, (key[3] ?? {}) as WordListFilters, key);
    // Only a list that changed is written: writing counts as fresh, and would clear a stale mark.
    if (next !== pages) client.setQueryData<WordPages>(key, next);
  }
}

/** Whether `a` comes before `b` in the server's order (created at, then id, both descending). */
const comesBefore = (a: MyWord, b: MyWord) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The pages with every page's count moved by `change`, and the next offset of page `from` and those
 * after it (the pages whose end lies past the change).
 */
function shift(pages: WordPages, change: number, from: number): WordPages['pages'] {
  return pages.pages.map((page, index) => ({
    ...page,
    totalCount: Math.max(0, page.totalCount + change),
    nextOffset: index >= from && page.nextOffset !== null ? page.nextOffset + change : page.nextOffset,
  }));
}

const holds = (pages: WordPages, id: string) =>
  pages.pages.some((page) => page.items.some((item) => item.id === id));

/** The list with the word taken out of the loaded page that holds it. */
function without(pages: WordPages, id: string): WordPages {
  const at = pages.pages.findIndex((page) => page.items.some((item) => item.id === id));
  if (at < 0) return pages;
  return {
    ...pages,
    pages: shift(pages, -1, at).map((page, index) =>
      index === at ? { ...page, items: page.items.filter((item) => item.id !== id) } : page,
    ),
  };
}

/**
 * The list with the word at its place in the order: in the loaded page where it falls, or, when it
 * falls after every loaded word, at the end if nothing is left to load (else it comes with a later
 * page, and only the count changes).
 */
function withWord(pages: WordPages, word: MyWord): WordPages {
  for (const [at, page] of pages.pages.entries()) {
    const index = page.items.findIndex((item) => comesBefore(word, item));
    if (index < 0) continue;
    const items = [...page.items.slice(0, index), word, ...page.items.slice(index)];
    return {
      ...pages,
      pages: shift(pages, 1, at).map((shifted, i) => (i === at ? { ...shifted, items } : shifted)),
    };
  }
  const last = pages.pages.length - 1;
  const lastPage = pages.pages[last];
  if (!lastPage) return pages;
  const counted = shift(pages, 1, pages.pages.length);
  if (lastPage.nextOffset !== null) return { ...pages, pages: counted };
  return {
    ...pages,
    pages: counted.map((page, i) => (i === last ? { ...page, items: [...page.items, word] } : page)),
  };
}

/**
 * A word was added: to the learner's words (into the lists it passes), or, with `intoSet`, to that
 * study set (into that set's lists only: the others hold it already, loaded or not).
 */
export function insertWord(client: QueryClient, word: MyWord, intoSet?: string) {
  client.setQueryData(myWordsKeys.detail(word.id), word);
  eachList(client, (pages, filters) => {
    if (intoSet && filters.studySetId !== intoSet) return pages;
    if (!wordMatches(word, filters, intoSet ? [intoSet] : [])) return pages;
    if (holds(pages, word.id)) return pages;
    return withWord(pages, word);
  });
}

/** A word changed (its tags): replaced where it is, or taken out of a list it no longer passes. */
export function replaceWord(client: QueryClient, word: MyWord) {
  client.setQueryData(myWordsKeys.detail(word.id), word);
  eachList(client, (pages, filters) => {
    if (!holds(pages, word.id)) return pages;
    // Set membership is not on the word: a set's list keeps it.
    if (!wordMatches(word, { ...filters, studySetId: undefined })) return without(pages, word.id);
    return {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === word.id ? word : item)),
      })),
    };
  });
}

/**
 * A word left a list (removed for good, or taken out of the study set `studySetId` only). A list
 * that holds it loses it here; one that does not but has more to load may hold it further on, and
 * only the server knows whether its count goes down: it is marked stale (read again while shown).
 */
export function dropWord(client: QueryClient, id: string, studySetId?: string) {
  if (!studySetId) {
    client.removeQueries({ queryKey: myWordsKeys.detail(id) });
    client.removeQueries({ queryKey: myWordsKeys.reviews(id) });
  }
  const unknown: QueryKey[] = [];
  eachList(client, (pages, filters, key) => {
    if (studySetId && filters.studySetId !== studySetId) return pages;
    if (holds(pages, id)) return without(pages, id);
    if (pages.pages.at(-1)?.nextOffset != null) unknown.push(key);
    return pages;
  });
  for (const key of unknown) void client.invalidateQueries({ queryKey: key, exact: true });
}
