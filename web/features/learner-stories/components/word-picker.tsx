import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { STORY_MAX_WORDS } from '~/core/stories/story-contract';
import { STORY_MIN_WORDS } from '~/core/stories/story-lengths';
import type { MyWord } from '~/core/words/my-word';
import { Spinner } from '~/web/components/ui/spinner';
import { format } from '~/web/lib/i18n/messages';
import { plural } from '~/web/lib/i18n/plural';
import { gloss } from '~/web/lib/learner-data/gloss';
import { useMyWordList } from '~/web/lib/learner-data/list-my-words';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import type { StoriesMessages } from '../i18n/en';

export type ChosenWord = { id: string; value: string; languageCode: string | null };

/**
 * The learner's words as checkboxes, searchable, with the chosen ones above as removable chips.
 * At most STORY_MAX_WORDS; the list says so instead of silently refusing a tick.
 */
export function WordPicker({
  chosen,
  onChange,
  t,
  numberLocale,
}: {
  chosen: ChosenWord[];
  onChange: (chosen: ChosenWord[]) => void;
  t: StoriesMessages;
  numberLocale: string;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const words = useMyWordList(q ? { q } : {});
  const searchId = useId();
  const items = words.data?.pages.flatMap((page) => page.items) ?? [];
  const chosenIds = new Set(chosen.map((word) => word.id));
  const full = chosen.length >= STORY_MAX_WORDS;

  const toggle = (word: MyWord) =>
    onChange(
      chosenIds.has(word.id)
        ? chosen.filter((c) => c.id !== word.id)
        : [...chosen, { id: word.id, value: word.word.value, languageCode: word.word.languageCode }],
    );

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="font-semibold">{t.create.words}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {format(t.create.wordsHint, { min: STORY_MIN_WORDS, max: STORY_MAX_WORDS })}
      </p>
      <div aria-live="polite">
        <p className="text-sm font-medium">{plural(t.create.selected, chosen.length, numberLocale)}</p>
        {chosen.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {chosen.map((word) => (
              <li key={word.id}>
                <button
                  type="button"
                  onClick={() => onChange(chosen.filter((c) => c.id !== word.id))}
                  aria-label={format(t.create.remove, { word: word.value })}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-brand-900 dark:text-brand-100"
                >
                  <span lang={word.languageCode ?? undefined}>{word.value}</span>
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t.create.search}
        </label>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t.create.search}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
        />
      </div>
      {full && (
        <p className="text-sm text-amber-900 dark:text-amber-200">
          {format(t.create.tooMany, { max: STORY_MAX_WORDS })}
        </p>
      )}
      {words.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{q ? t.create.noMatches : t.create.noWords}</p>
      ) : (
        <ul className="grid max-h-80 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 dark:border-slate-700">
          {items.map((word) => {
            const checked = chosenIds.has(word.id);
            return (
              <li key={word.id}>
                <label className="flex cursor-pointer items-start gap-2 rounded-md p-2 hover:bg-slate-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 dark:hover:bg-slate-800">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(word)}
                    className="mt-1 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium" lang={word.word.languageCode ?? undefined}>
                      {word.word.value}
                    </span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
                      {gloss(word, numberLocale.slice(0, 2))}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {words.hasNextPage && (
        <button
          type="button"
          onClick={() => void words.fetchNextPage()}
          disabled={words.isFetchingNextPage}
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-200"
        >
          {t.create.loadMore}
        </button>
      )}
    </fieldset>
  );
}
