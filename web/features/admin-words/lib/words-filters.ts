import { z } from 'zod';
import { listWordsQuerySchema } from '~/core/dictionary/list-global-words';
import { WORDS_PAGE_SIZE } from '~/core/dictionary/word-constants';
import { difficulties, wordLanguageNames, wordLanguages } from '~/core/dictionary/word-values';
import type { FilterField } from '~/web/components/list/filter-fields';
import { urlOptional, urlPage, urlText } from '~/web/components/list/url-schema';
import type { ListWordsInput } from '../api/global-words-keys';

// Words Management's URL: search, language and difficulty filters, page.
export const wordsUrlSchema = z.object({
  q: urlText,
  language: urlOptional(z.enum(wordLanguages)),
  difficulty: urlOptional(listWordsQuerySchema.shape.difficulty),
  page: urlPage,
});

export type WordsUrlState = z.output<typeof wordsUrlSchema>;

export const wordFilterFields: FilterField<'language' | 'difficulty'>[] = [
  {
    key: 'language',
    label: 'Language',
    className: 'w-40',
    options: [
      { value: '', label: 'All' },
      ...wordLanguages.map((code) => ({ value: code, label: `${code} ${wordLanguageNames[code]}` })),
    ],
  },
  {
    key: 'difficulty',
    label: 'Difficulty',
    className: 'w-40',
    options: [{ value: '', label: 'All' }, ...difficulties.map((value) => ({ value, label: value }))],
  },
];

/** GET /admin/words: limit 10, offset (page - 1) * 10, optional filters. */
export function toListWordsQuery(state: WordsUrlState): ListWordsInput {
  return {
    limit: WORDS_PAGE_SIZE,
    offset: (state.page - 1) * WORDS_PAGE_SIZE,
    search: state.q || undefined,
    language: state.language,
    difficulty: state.difficulty,
  };
}

/** "Showing page N • count items • More available" (the last part only when a page token came back). */
export function pagerSummary(page: number, count: number, hasMore: boolean): string {
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return [`Showing page ${page}`, items, hasMore ? 'More available' : null].filter(Boolean).join(' \u2022 ');
}
