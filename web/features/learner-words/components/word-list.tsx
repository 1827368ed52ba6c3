import ChevronRight from 'lucide-react/icons/chevron-right';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MyWord } from '~/core/words/my-word';
import { LoadMoreButton, NextPageFailure } from '~/web/components/learner/load-more-button';
import { useBusyRows } from '~/web/components/list/use-busy-rows';
import { useRowSelection, useShownSelection } from '~/web/components/list/use-row-selection';
import { buttonClass } from '~/web/components/ui/button';
import { Checkbox } from '~/web/components/ui/checkbox';
import { Spinner } from '~/web/components/ui/spinner';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useGloss } from '~/web/lib/learner-data/gloss';
import { useMyWordList } from '~/web/lib/learner-data/list-my-words';
import { filtersFromUrl, hasFilters, type WordListFilters } from '~/web/lib/learner-data/word-filters';
import { notifyError, notifySuccess } from '~/web/lib/notify';
import { useUrlState } from '~/web/lib/url-state';
import { useRemoveWord } from '../api/remove-word';
import { useRemoveWords } from '../api/remove-words';
import type { WordsMessages } from '../i18n/en';
import { StatusBadge } from './status-badge';
import { WordFilters } from './word-filters';
import { WordSelectionBar } from './word-selection-bar';

const linkClass =
  'rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200';

/** What the empty list says: that there are no words yet, or that none match (naming the search). */
function emptyMessage(filters: WordListFilters, t: WordsMessages) {
  if (!filters.q) return hasFilters(filters) ? t.list.noMatches : t.list.empty;
  const others = hasFilters({ ...filters, q: undefined });
  return format(others ? t.list.noSearchMatchesFiltered : t.list.noSearchMatches, { q: filters.q });
}

/** The learner's words, newest first, filtered by the URL; each opens its detail or is removed. */
export function WordList({ t, numberLocale }: { t: WordsMessages; numberLocale: string }) {
  const gloss = useGloss();
  const [params, update] = useUrlState();
  const filters = filtersFromUrl(params);
  const words = useMyWordList(filters);
  const remove = useRemoveWord();
  // The words being removed: each Remove does nothing more until its own answer.
  const removing = useBusyRows();
  const { confirm, dialog } = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const selectButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const items = words.data?.pages.flatMap((page) => page.items) ?? [];
  const total = words.data?.pages[0]?.totalCount ?? 0;
  const knownTags = [...new Set(items.flatMap((word) => word.tags))].sort();
  // Choosing words to remove together: the choice belongs to one list (a new search or filter
  // starts it empty, so a removal never reaches words no longer shown).
  const [selecting, setSelecting] = useState(false);
  const shownIds = items.map((word) => word.id);
  // Narrowed to the words shown: one removed meanwhile (on the phone) is no longer chosen.
  const selection = useShownSelection(useRowSelection(JSON.stringify(filters)), shownIds);
  const removeMany = useRemoveWords();
  const chosenIds = [...selection.selected];
  const stopSelecting = () => {
    selection.clear();
    setSelecting(false);
  };

  const askRemoveChosen = () =>
    confirm({
      title: plural(t.list.removeManyTitle, chosenIds.length, numberLocale),
      description: t.list.removeManyBody,
      confirmLabel: t.list.remove,
      cancelLabel: t.list.cancel,
      onConfirm: () =>
        removeMany
          .mutateAsync(chosenIds)
          .then((count) => {
            notifySuccess(plural(t.list.removedMany, count, numberLocale));
            stopSelecting();
            heading.current?.focus();
          })
          // The words removed before a failure are gone from the list; the rest stay chosen.
          .catch((error: unknown) => notifyError(t.list.removeManyFailed, error, t.refusals)),
    });

  const askRemove = (word: MyWord, button: HTMLButtonElement) =>
    confirm({
      title: format(t.list.removeTitle, { word: word.word.value }),
      description: t.list.removeBody,
      confirmLabel: t.list.remove,
      cancelLabel: t.list.cancel,
      // mutateAsync: each removal says how it went (mutate's callbacks follow only the latest call,
      // so a failure followed by another word's removal went unsaid).
      onConfirm: () =>
        removing
          .track(word.id, () => remove.mutateAsync(word.id))
          .then(() => {
            notifySuccess(format(t.list.removed, { word: word.word.value }));
            // Its card is gone: the focus goes to the list rather than to nowhere, unless the
            // learner has moved on.
            if (document.activeElement === button || document.activeElement === document.body)
              heading.current?.focus();
          })
          .catch((error: unknown) => notifyError(t.list.removeFailed, error, t.refusals)),
    });

  return (
    <section aria-labelledby="my-words" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-words" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {t.list.title}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {words.isSuccess && (
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {plural(t.list.count, total, numberLocale)}
            </p>
          )}
          {items.length > 0 && !selecting && (
            <button
              ref={selectButton}
              type="button"
              onClick={() => setSelecting(true)}
              className={buttonClass('secondary', 'sm')}
            >
              {t.list.select}
            </button>
          )}
        </div>
      </div>
      <WordFilters filters={filters} update={update} knownTags={knownTags} searchRef={searchBox} t={t} />
      {selecting && items.length > 0 && (
        <WordSelectionBar
          shownIds={shownIds}
          selection={selection}
          onRemove={askRemoveChosen}
          onDone={() => {
            stopSelecting();
            // The bar goes: the focus goes back to the button that opened it.
            requestAnimationFrame(() => selectButton.current?.focus());
          }}
          busy={removeMany.isPending}
          t={t}
          numberLocale={numberLocale}
        />
      )}
      {words.isPending ? (
        <Spinner />
      ) : words.isError && items.length === 0 ? (
        // Only when nothing was loaded: a failed next page keeps the words already shown (below).
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t.list.loadFailed} {refusalMessage(words.error, t.refusals)}
        </p>
      ) : items.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <p>{emptyMessage(filters, t)}</p>
          {filters.q && (
            <button
              type="button"
              onClick={() => {
                // The button goes with the search: the focus goes to the box, ready for another.
                update({ q: null });
                searchBox.current?.focus();
              }}
              className={buttonClass('secondary', 'sm')}
            >
              <X className="size-4" aria-hidden="true" />
              {t.list.clearSearch}
            </button>
          )}
        </div>
      ) : (
        <ul ref={list} className="grid gap-3 md:grid-cols-2">
          {items.map((word) => (
            <li
              key={word.id}
              className={`flex min-w-0 flex-col gap-2 rounded-xl border p-4 ${
                selecting && selection.selected.has(word.id)
                  ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-slate-800'
                  : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
              }`}
            >
              <div className="flex flex-wrap items-center gap-2">
                {selecting && (
                  <Checkbox
                    aria-label={format(t.list.selectWord, { word: word.word.value })}
                    checked={selection.selected.has(word.id)}
                    onChange={() => selection.toggle(word.id)}
                  />
                )}
                <h3 className="min-w-0 text-lg font-semibold break-words">
                  <Link
                    to={`/dashboard/words/${word.id}`}
                    className={linkClass}
                    lang={word.word.languageCode ?? undefined}
                  >
                    {word.word.value}
                  </Link>
                </h3>
                <StatusBadge status={word.status} t={t} />
                {word.custom && (
                  <span className="text-xs text-slate-600 dark:text-slate-300">{t.list.custom}</span>
                )}
              </div>
              <p className="line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-300" dir="auto">
                {gloss(word)}
              </p>
              {word.tags.length > 0 && (
                <ul className="flex flex-wrap gap-1.5">
                  {word.tags.map((tag) => (
                    <li key={tag}>
                      <button
                        type="button"
                        onClick={() => update({ tag })}
                        aria-label={format(t.list.filterByTag, { tag })}
                        className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
                      >
                        <span dir="auto">#{tag}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-auto flex flex-wrap gap-2 pt-1">
                <Link
                  to={`/dashboard/words/${word.id}`}
                  aria-label={format(t.list.openWord, { word: word.word.value })}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
                >
                  {t.list.open}
                  <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                </Link>
                <button
                  type="button"
                  onClick={(event) =>
                    removing.isBusy(word.id) ? undefined : askRemove(word, event.currentTarget)
                  }
                  aria-disabled={removing.isBusy(word.id)}
                  aria-label={format(t.list.removeWord, { word: word.word.value })}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-red-300 dark:hover:bg-slate-800"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t.list.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <NextPageFailure
        pages={words}
        title={t.list.moreFailed}
        retryLabel={t.list.retry}
        refusals={t.refusals}
        list={list}
      />
      <LoadMoreButton pages={words} label={t.list.loadMore} list={list} />
      {dialog}
    </section>
  );
}
