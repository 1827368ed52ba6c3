import Check from 'lucide-react/icons/check';
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import type { DictionarySummary } from '~/core/dictionary/dictionary-search';
import { type WordLanguage, wordLanguages } from '~/core/dictionary/word-values';
import { SelectField } from '~/web/components/forms/select-field';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { MyPlanLimitNotice } from '~/web/components/learner/my-plan-limit-notice';
import { PartOfSpeech } from '~/web/components/learner/part-of-speech';
import { useBusyRows } from '~/web/components/list/use-busy-rows';
import { buttonClass } from '~/web/components/ui/button';
import { SearchInput } from '~/web/components/ui/search-input';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useMyWordList } from '~/web/lib/learner-data/list-my-words';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { useAddWord } from '../api/add-word';
import { useDictionarySearch } from '../api/search-dictionary';
import type { WordsMessages } from '../i18n/en';
import { addFailureKind } from '../lib/add-failure';
import { languageName } from '../lib/language-name';

const isWordLanguage = (code: string | null | undefined): code is WordLanguage =>
  (wordLanguages as readonly string[]).includes(code ?? '');

/**
 * Search one language of the dictionary as you type (debounced) and add a word with one click. A
 * result already in the learner's words says "Added": the learner's words containing the search
 * text are read beside the results, and an added word is written into that list's cache.
 */
export function DictionarySearch({
  t,
  locale,
  numberLocale,
  defaultLanguage,
  onAddOwn,
}: {
  t: WordsMessages;
  locale: string;
  numberLocale: string;
  defaultLanguage: string | null | undefined;
  /** When the dictionary lacks the word: carry the typed word (and its language) to the own-word form. */
  onAddOwn?: (draft: { value: string; languageCode: string }) => void;
}) {
  const [language, setLanguage] = useState<WordLanguage>(
    isWordLanguage(defaultLanguage) ? defaultLanguage : 'en',
  );
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const results = useDictionarySearch(language, q);
  const mine = useMyWordList({ q }, q.length > 0);
  const add = useAddWord();
  // The results being added, each "Adding…" until its own answer (the mutation's state follows only
  // the latest call).
  const adding = useBusyRows();
  const [failure, setFailure] = useState<{ error: unknown; word: string } | null>(null);
  // Words added here (or refused as already held): the learner's words containing the search text
  // do not hold a word found by its translation, another form or its spelling without accents
  // ("dog" finds "perro"), which would otherwise go back to "Add" as if nothing had happened.
  const [addedHere, setAddedHere] = useState<Set<string>>(new Set());
  const hintId = useId();

  const addedIds = new Set(
    (mine.data?.pages ?? []).flatMap((page) => page.items.map((word) => word.globalWordId)),
  );
  const isAdded = (item: DictionarySummary) => addedIds.has(item.id) || addedHere.has(item.id);
  const markAdded = (id: string) => setAddedHere((ids) => new Set(ids).add(id));

  const addOne = (item: DictionarySummary) => {
    setFailure(null);
    // mutateAsync: each call settles on its own (mutate's callbacks follow only the latest call, so
    // a word added just before another went back to "Add", and its failure went unsaid).
    adding
      .track(item.id, () => add.mutateAsync({ globalWordId: item.id }))
      .then(() => markAdded(item.id))
      .catch((error: unknown) => {
        if (addFailureKind(error) === 'duplicate') markAdded(item.id);
        else setFailure({ error, word: item.value });
      });
  };

  const items = q ? (results.data?.items ?? []) : [];
  const kind = failure ? addFailureKind(failure.error) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          compact
          label={t.search.language}
          value={language}
          onChange={(event) => setLanguage(event.target.value as WordLanguage)}
          options={wordLanguages.map((code) => ({ value: code, label: languageName(code, locale) }))}
          className="sm:w-48"
        />
        <div className="min-w-0 flex-1">
          <SearchInput
            label={t.search.label}
            value={text}
            onChange={setText}
            placeholder={t.search.placeholder}
            className="relative"
          />
        </div>
      </div>
      <p id={hintId} className="sr-only">
        {t.search.hint}
      </p>
      {failure && kind === 'limit' ? (
        <MyPlanLimitNotice
          title={t.limit.title}
          message={refusalMessage(failure.error, t.refusals)}
          upgradeLabel={t.limit.upgrade}
        />
      ) : failure ? (
        <FailureNotice title={t.search.failed} message={refusalMessage(failure.error, t.refusals)} />
      ) : null}
      <div aria-live="polite" className="sr-only">
        {q && results.isSuccess ? plural(t.search.results, items.length, numberLocale) : ''}
      </div>
      {q && results.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t.search.searching}</p>
      ) : results.isError && q ? (
        <FailureNotice title={t.search.label} message={refusalMessage(results.error, t.refusals)} />
      ) : q && items.length === 0 && results.isSuccess ? (
        <div className="space-y-3">
          <p className="text-slate-600 dark:text-slate-300">{format(t.search.noResults, { q })}</p>
          {onAddOwn && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => onAddOwn({ value: q, languageCode: language })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t.search.addOwn}
            </button>
          )}
        </div>
      ) : items.length > 0 ? (
        <ul
          aria-label={t.search.label}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {items.map((item) => {
            const added = isAdded(item);
            const pending = adding.isBusy(item.id);
            return (
              <li key={item.id} className="flex items-start gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold" lang={item.languageCode}>
                      {item.value}
                    </span>
                    {item.phonetic && (
                      <span className="text-sm text-slate-600 dark:text-slate-300" dir="ltr">
                        {item.phonetic}
                      </span>
                    )}
                    {item.partOfSpeech && (
                      <PartOfSpeech
                        part={item.partOfSpeech}
                        locale={locale}
                        className="text-xs text-slate-600 italic dark:text-slate-300"
                      />
                    )}
                  </p>
                  {/* The meaning in the learner's own language when the dictionary has it; else the gloss. */}
                  {item.translation ? (
                    <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300" dir="auto">
                      {item.translation}
                    </p>
                  ) : (
                    item.definition && (
                      <p
                        className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300"
                        lang="en"
                        dir="auto"
                      >
                        {item.definition}
                      </p>
                    )
                  )}
                </div>
                <button
                  type="button"
                  onClick={() => (added || pending ? undefined : addOne(item))}
                  aria-disabled={added || pending}
                  aria-label={format(added ? t.search.addedWord : t.search.addWord, { word: item.value })}
                  className={
                    added
                      ? 'inline-flex shrink-0 cursor-default items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-green-300'
                      : buttonClass('secondary', 'sm', 'shrink-0')
                  }
                >
                  {added ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : (
                    <Plus className="size-4" aria-hidden="true" />
                  )}
                  {added ? t.search.added : pending ? t.search.adding : t.search.add}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
