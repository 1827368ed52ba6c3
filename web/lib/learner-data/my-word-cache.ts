import type { QueryClient } from '@tanstack/react-query';
import type { MyWord } from '~/core/words/my-word';
import type { WordPages } from './list-my-words';
import { myWordsKeys } from './my-words-keys';
import { type WordListFilters, wordMatches } from './word-filters';

// Writes a mutation's answer into every cached list of words, so nothing is refetched: a new word
// goes first into the lists whose filters it passes, a changed one is replaced (or leaves a list it
// no longer passes), a removed one is taken out.

function eachList(client: QueryClient, update: (pages: WordPages, filters: WordListFilters) => WordPages) {
  for (const [key, pages] of client.getQueriesData<WordPages>({ queryKey: myWordsKeys.lists })) {
    if (!pages) continue;
    client.setQueryData<WordPages>(key, update(pages, (key[3] ?? {}) as WordListFilters));
  }
}

const adjust = (pages: WordPages, change: number): WordPages['pages'] =>
  pages.pages.map((page) => ({ ...page, totalCount: Math.max(0, page.totalCount + change) }));

/**
 * A word was added: to the learner's words (into the lists it passes), or, with `intoSet`, to that
 * study set (into that set's lists only: the others hold it already, loaded or not).
 */
export function insertWord(client: QueryClient, word: MyWord, intoSet?: string) {
  client.setQueryData(myWordsKeys.detail(word.id), word);
  eachList(client, (pages, filters) => {
    if (intoSet && filters.studySetId !== intoSet) return pages;
    if (!wordMatches(word, filters, intoSet ? [intoSet] : [])) return pages;
    if (pages.pages.some((page) => page.items.some((item) => item.id === word.id))) return pages;
    const [first, ...rest] = adjust(pages, 1);
    return first ? { ...pages, pages: [{ ...first, items: [word, ...first.items] }, ...rest] } : pages;
  });
}

/** A word changed (its tags): replaced where it is, or taken out of a list it no longer passes. */
export function replaceWord(client: QueryClient, word: MyWord) {
  client.setQueryData(myWordsKeys.detail(word.id), word);
  eachList(client, (pages, filters) => {
    const present = pages.pages.some((page) => page.items.some((item) => item.id === word.id));
    if (!present) return pages;
    // Set membership is not on the word: a set's list keeps it.
    const keep = wordMatches(word, { ...filters, studySetId: undefined });
    return {
      ...pages,
      pages: adjust(pages, keep ? 0 : -1).map((page) => ({
        ...page,
        items: keep
          ? page.items.map((item) => (item.id === word.id ? word : item))
          : page.items.filter((item) => item.id !== word.id),
      })),
    };
  });
}

/** A word left a list (removed for good, or taken out of the study set `studySetId` only). */
export function dropWord(client: QueryClient, id: string, studySetId?: string) {
  if (!studySetId) {
    client.removeQueries({ queryKey: myWordsKeys.detail(id) });
    client.removeQueries({ queryKey: myWordsKeys.reviews(id) });
  }
  eachList(client, (pages, filters) => {
    if (studySetId && filters.studySetId !== studySetId) return pages;
    const present = pages.pages.some((page) => page.items.some((item) => item.id === id));
    if (!present) return pages;
    return {
      ...pages,
      pages: adjust(pages, -1).map((page) => ({
        ...page,
        items: page.items.filter((item) => item.id !== id),
      })),
    };
  });
}
