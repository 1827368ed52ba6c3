import { type ReactNode, useId, useRef, useState } from 'react';
import type { MyWord } from '~/core/words/my-word';
import { Button } from '~/web/components/ui/button';
import { SearchInput } from '~/web/components/ui/search-input';
import { Spinner } from '~/web/components/ui/spinner';
import { type Refusals, refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useGloss } from '~/web/lib/learner-data/gloss';
import { useMyWordList } from '~/web/lib/learner-data/list-my-words';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { FailureNotice } from './failure-notice';
import { LoadMoreButton } from './load-more-button';

export type MyWordPickerMessages = {
  search: string;
  noMatches: string;
  loadMore: string;
  wordsFailed: string;
  retry: string;
};

/**
 * The learner's words as checkboxes, searchable, each with what it means in their native language
 * (useGloss): what a study set holds, what a story is written from. The caller says which are ticked
 * and what a tick does; `chosen` shows above the search box, `children` (notices) below it.
 */
export function MyWordPicker({
  legend,
  legendHidden = false,
  hint,
  t,
  refusals,
  noWords,
  isChecked,
  isDisabled = () => false,
  onToggle,
  chosen,
  children,
}: {
  legend: string;
  legendHidden?: boolean;
  hint: string;
  t: MyWordPickerMessages;
  /** The page's messages for the server's refusals (its language). */
  refusals: Refusals;
  /** What the list says when the learner has no words at all. */
  noWords: ReactNode;
  isChecked: (word: MyWord) => boolean;
  isDisabled?: (word: MyWord) => boolean;
  onToggle: (word: MyWord) => void;
  chosen?: ReactNode;
  children?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const words = useMyWordList(q ? { q } : {});
  const gloss = useGloss();
  const hintId = useId();
  const list = useRef<HTMLUListElement>(null);
  const items = words.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className={legendHidden ? 'sr-only' : 'font-semibold'}>{legend}</legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        {hint}
      </p>
      {chosen}
      <SearchInput
        label={t.search}
        value={search}
        onChange={setSearch}
        placeholder={t.search}
        className="relative max-w-md"
      />
      {children}
      {words.isPending ? (
        <Spinner />
      ) : words.isError && items.length === 0 ? (
        // Not "You have no words yet": they could not be read (offline, a server error).
        <FailureNotice title={t.wordsFailed} message={refusalMessage(words.error, refusals)}>
          <Button className="mt-3" onClick={() => void words.refetch()}>
            {t.retry}
          </Button>
        </FailureNotice>
      ) : items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{q ? t.noMatches : noWords}</p>
      ) : (
        <ul
          ref={list}
          className="grid max-h-96 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 dark:border-slate-700"
        >
          {items.map((word) => (
            <li key={word.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md p-2 hover:bg-slate-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 dark:hover:bg-slate-800">
                <input
                  type="checkbox"
                  checked={isChecked(word)}
                  disabled={isDisabled(word)}
                  onChange={() => onToggle(word)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words" lang={word.word.languageCode ?? undefined}>
                    {word.word.value}
                  </span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
                    {gloss(word)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={words} label={t.loadMore} list={list} />
    </fieldset>
  );
}
