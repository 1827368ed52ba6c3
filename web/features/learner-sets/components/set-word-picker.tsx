import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { MyWord } from '~/core/words/my-word';
import { SearchInput } from '~/web/components/ui/search-input';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/messages';
import { gloss } from '~/web/lib/learner-data/gloss';
import { useMyWordList } from '~/web/lib/learner-data/list-my-words';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { useSetWordInSet } from '../api/set-word';
import type { SetsMessages } from '../i18n/en';

/**
 * The learner's words as checkboxes, searchable: ticked when in the set. Ticking puts a word in the
 * set and unticking takes it out, at once (each answered with the set, written into the cache).
 */
export function SetWordPicker({
  set,
  t,
  nativeLanguage,
}: {
  set: MyStudySetDetail;
  t: SetsMessages;
  nativeLanguage: string | null | undefined;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const words = useMyWordList(q ? { q } : {});
  const change = useSetWordInSet();
  // While the server answers, the box shows the learner's choice (and is disabled).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState('');
  const hintId = useId();
  const inSet = new Set(set.wordIds);
  const items = words.data?.pages.flatMap((page) => page.items) ?? [];

  const toggle = (word: MyWord) => {
    const adding = !inSet.has(word.id);
    setPending((current) => ({ ...current, [word.id]: adding }));
    setStatus('');
    // mutateAsync: each call settles on its own (mutate's callbacks follow only the latest call).
    change
      .mutateAsync({ setId: set.id, word, inSet: adding })
      .then(() => setStatus(format(adding ? t.picker.added : t.picker.removed, { word: word.word.value })))
      .catch(() => undefined) // shown from change.error
      .finally(() => setPending(({ [word.id]: _, ...rest }) => rest));
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="sr-only">{t.picker.title}</legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        {t.picker.hint}
      </p>
      <SearchInput
        label={t.picker.search}
        value={search}
        onChange={setSearch}
        placeholder={t.picker.search}
        className="relative max-w-md"
      />
      <p role="status" className="min-h-5 text-sm font-medium text-green-800 dark:text-green-300">
        {status}
      </p>
      {change.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t.picker.failed} {errorMessage(change.error)}
        </p>
      )}
      {words.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          {q ? (
            t.picker.noMatches
          ) : (
            <>
              {t.picker.noWords}{' '}
              <Link
                to="/dashboard/words"
                className="font-semibold text-brand-700 underline dark:text-brand-200"
              >
                {t.picker.addWords}
              </Link>
            </>
          )}
        </p>
      ) : (
        <ul className="grid max-h-96 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 dark:border-slate-700">
          {items.map((word) => (
            <li key={word.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md p-2 hover:bg-slate-100 has-[:disabled]:cursor-wait has-[:disabled]:opacity-70 dark:hover:bg-slate-800">
                <input
                  type="checkbox"
                  checked={pending[word.id] ?? inSet.has(word.id)}
                  disabled={word.id in pending}
                  onChange={() => toggle(word)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words" lang={word.word.languageCode ?? undefined}>
                    {word.word.value}
                  </span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
                    {gloss(word, nativeLanguage)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {words.hasNextPage && (
        <button
          type="button"
          onClick={() => void words.fetchNextPage()}
          disabled={words.isFetchingNextPage}
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-200"
        >
          {t.picker.loadMore}
        </button>
      )}
    </fieldset>
  );
}
