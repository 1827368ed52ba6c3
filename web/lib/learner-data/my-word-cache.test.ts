import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MyWord } from '~/core/words/my-word';
import { testWord } from '~/web/lib/test/test-words';
import type { WordPages } from './list-my-words';
import { dropWord, insertWord, replaceWord } from './my-word-cache';
import { myWordsKeys } from './my-words-keys';
import { type WordListFilters, wordMatches } from './word-filters';

// The cached lists against a model of the server: a list of words in the server's order, read in
// pages at offsets. After any edit written into the cache, loading the rest of the list at the
// offsets the cache holds must give exactly the server's list: no word skipped, none twice.

const PAGE = 3;
const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
const word = (n: number, overrides: Partial<MyWord> = {}) =>
  testWord(`w${String(n).padStart(2, '0')}`, `mot${n}`, { createdAt: at(n), ...overrides });

/** The server's order: created at, then id, both descending. */
const serverOrder = (words: MyWord[]) =>
  [...words].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

function serverPage(words: MyWord[], offset: number) {
  const ordered = serverOrder(words);
  const items = ordered.slice(offset, offset + PAGE);
  return {
    items,
    totalCount: ordered.length,
    nextOffset: offset + items.length < ordered.length ? offset + items.length : null,
  };
}

function cacheWithPages(words: MyWord[], pages: number, filters: WordListFilters = {}) {
  const client = new QueryClient();
  const loaded: WordPages = { pages: [], pageParams: [] };
  let offset: number | null = 0;
  for (let i = 0; i < pages && offset !== null; i++) {
    const page = serverPage(words, offset);
    loaded.pages.push(page);
    loaded.pageParams.push(offset);
    offset = page.nextOffset;
  }
  client.setQueryData(myWordsKeys.list(filters), loaded);
  return client;
}

/** What the screen ends with after "Show more" until nothing is left, reading the server's list. */
function loadRest(client: QueryClient, serverWords: MyWord[], filters: WordListFilters = {}) {
  const cached = client.getQueryData<WordPages>(myWordsKeys.list(filters));
  if (!cached) throw new Error('no list cached');
  const shown = cached.pages.flatMap((page) => page.items.map((item) => item.id));
  let offset = cached.pages.at(-1)?.nextOffset ?? null;
  while (offset !== null) {
    const page = serverPage(serverWords, offset);
    shown.push(...page.items.map((item) => item.id));
    offset = page.nextOffset;
  }
  return { shown, totalCount: cached.pages.at(-1)?.totalCount };
}

const ids = (words: MyWord[]) => serverOrder(words).map((item) => item.id);
const words = Array.from({ length: 10 }, (_, i) => word(i + 1));

describe('the cached word lists after an edit', () => {
  it('a removed word on the first page: the next page starts one place earlier, so no word is skipped', () => {
    const client = cacheWithPages(words, 1);
    const removed = serverOrder(words)[0];
    const after = words.filter((item) => item !== removed);
    dropWord(client, removed?.id ?? '');
    expect(loadRest(client, after)).toEqual({ shown: ids(after), totalCount: 9 });
  });

  it('a removed word on a middle page of three loaded', () => {
    const client = cacheWithPages(words, 3);
    const removed = serverOrder(words)[4];
    const after = words.filter((item) => item !== removed);
    dropWord(client, removed?.id ?? '');
    expect(loadRest(client, after)).toEqual({ shown: ids(after), totalCount: 9 });
  });

  it('a new word goes first and the next page starts one place later, so no word shows twice', () => {
    const client = cacheWithPages(words, 2);
    const added = word(30);
    const after = [...words, added];
    insertWord(client, added);
    expect(loadRest(client, after)).toEqual({ shown: ids(after), totalCount: 11 });
  });

  it('a word put into a set lands at its place by the date it was added, not first', () => {
    const filters = { studySetId: 'set-1' };
    const inSet = words.filter((_, i) => i % 2 === 0);
    const client = cacheWithPages(inSet, 1, filters);
    const older = words[5] as MyWord; // between the loaded words, by date
    const after = [...inSet, older];
    insertWord(client, older, 'set-1');
    expect(loadRest(client, after, filters)).toEqual({ shown: ids(after), totalCount: 6 });
  });

  it('a word put into a set that falls after the loaded pages comes with a later page', () => {
    const filters = { studySetId: 'set-1' };
    const inSet = words.slice(2);
    const client = cacheWithPages(inSet, 1, filters);
    const oldest = words[0] as MyWord;
    const after = [...inSet, oldest];
    insertWord(client, oldest, 'set-1');
    expect(loadRest(client, after, filters)).toEqual({ shown: ids(after), totalCount: 9 });
  });

  it('a word put into a fully loaded set that falls last is appended', () => {
    const filters = { studySetId: 'set-1' };
    const inSet = words.slice(2, 5);
    const client = cacheWithPages(inSet, 1, filters);
    const oldest = words[0] as MyWord;
    const after = [...inSet, oldest];
    insertWord(client, oldest, 'set-1');
    expect(loadRest(client, after, filters)).toEqual({ shown: ids(after), totalCount: 4 });
  });

  it('a word taken out of a set leaves that set only, and its next page moves back', () => {
    const filters = { studySetId: 'set-1' };
    const client = cacheWithPages(words, 1, filters);
    const all = cacheWithPages(words, 1);
    const removed = serverOrder(words)[1] as MyWord;
    dropWord(client, removed.id, 'set-1');
    dropWord(all, removed.id, 'set-1');
    const after = words.filter((item) => item !== removed);
    expect(loadRest(client, after, filters)).toEqual({ shown: ids(after), totalCount: 9 });
    expect(loadRest(all, words)).toEqual({ shown: ids(words), totalCount: 10 });
  });

  it('a word whose new tags leave a tag filter is taken out, and the offsets move with it', () => {
    const tagged = words.map((item) => ({ ...item, tags: ['food'] }));
    const filters = { tag: 'food' };
    const client = cacheWithPages(tagged, 2, filters);
    const changed = { ...(serverOrder(tagged)[2] as MyWord), tags: ['drink'] };
    replaceWord(client, changed);
    const after = tagged.filter((item) => item.id !== changed.id);
    expect(loadRest(client, after, filters)).toEqual({ shown: ids(after), totalCount: 9 });
  });

  it('a removed word on a page not yet loaded: the list is marked stale (only the server knows its count)', () => {
    const client = cacheWithPages(words, 1);
    const removed = serverOrder(words)[7] as MyWord;
    dropWord(client, removed.id);
    const state = client.getQueryState(myWordsKeys.list({}));
    expect(state?.isInvalidated).toBe(true);
  });

  it('a removed word a fully loaded list does not hold leaves that list as it was, fresh', () => {
    const filters = { tag: 'food' };
    const client = cacheWithPages([], 1, filters);
    dropWord(client, 'w99');
    expect(client.getQueryState(myWordsKeys.list(filters))?.isInvalidated).toBe(false);
  });

  it('a list an edit does not change keeps its stale mark (a finished study session’s)', () => {
    const filters = { status: 'learned' as const };
    const client = cacheWithPages([], 1, filters);
    void client.invalidateQueries({ queryKey: myWordsKeys.all });
    insertWord(client, word(30));
    expect(client.getQueryState(myWordsKeys.list(filters))?.isInvalidated).toBe(true);
  });
});

describe('which words belong in a searched list', () => {
  it('a search finds a word as the server does, without accents or case', () => {
    expect(wordMatches(testWord('w1', 'Café'), { q: 'cafe' })).toBe(true);
    expect(wordMatches(testWord('w1', 'maison'), { q: 'mai' })).toBe(true);
    expect(wordMatches(testWord('w1', 'pomme'), { q: 'mai' })).toBe(false);
  });
});
