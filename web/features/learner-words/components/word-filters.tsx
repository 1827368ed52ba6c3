import X from 'lucide-react/icons/x';
import { type Ref, useId } from 'react';
import { learnerWordStatuses } from '~/core/words/word-status';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { SelectField } from '~/web/components/forms/select-field';
import { buttonClass } from '~/web/components/ui/button';
import { useSets } from '~/web/lib/learner-data/list-sets';
import {
  hasFilters,
  MAX_WORD_SEARCH_LENGTH,
  type WordListFilters,
} from '~/web/lib/learner-data/word-filters';
import type { UrlUpdates } from '~/web/lib/url-state';
import type { WordsMessages } from '../i18n/en';
import { useTypedUrlFilter } from '../lib/use-typed-url-filter';

/**
 * A search of the words, then status, tag and study set, kept in the URL (?q=&status=&tag=&set=):
 * reload and Back keep them.
 */
export function WordFilters({
  filters,
  update,
  knownTags,
  searchRef,
  t,
}: {
  filters: WordListFilters;
  update: (updates: UrlUpdates, options?: { replace?: boolean }) => void;
  knownTags: string[];
  /** The search box, for the list to put the focus in when it clears the search. */
  searchRef?: Ref<HTMLInputElement>;
  t: WordsMessages;
}) {
  const sets = useSets();
  const [search, setSearch] = useTypedUrlFilter(filters.q ?? '', (q) => update({ q }, { replace: true }));
  const [tag, setTag] = useTypedUrlFilter(filters.tag ?? '', (typed) =>
    update({ tag: typed }, { replace: true }),
  );
  const listId = useId();

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
      <legend className="sr-only">{t.list.filters}</legend>
      <Field label={t.list.search} className="sm:col-span-2 lg:col-span-4">
        {(control) => (
          <input
            {...control}
            ref={searchRef}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={MAX_WORD_SEARCH_LENGTH}
            autoComplete="off"
            className={`${fieldControlClass} text-sm`}
          />
        )}
      </Field>
      <SelectField
        compact
        label={t.list.status}
        value={filters.status ?? ''}
        onChange={(event) => update({ status: event.target.value })}
        options={[
          { value: '', label: t.list.anyStatus },
          ...learnerWordStatuses.map((status) => ({ value: status, label: t.statuses[status] })),
        ]}
      />
      <Field label={t.list.tag}>
        {(control) => (
          <>
            <input
              {...control}
              list={listId}
              value={tag}
              onChange={(event) => setTag(event.target.value)}
              placeholder={t.list.tagPlaceholder}
              className={`${fieldControlClass} text-sm`}
            />
            <datalist id={listId}>
              {knownTags.map((known) => (
                <option key={known} value={known} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <SelectField
        compact
        label={t.list.set}
        value={filters.studySetId ?? ''}
        onChange={(event) => update({ set: event.target.value })}
        options={[
          { value: '', label: t.list.anySet },
          ...(sets.data?.items ?? []).map((set) => ({ value: set.id, label: set.name ?? t.list.unnamedSet })),
          // A set in the URL that the list has not loaded (or that was deleted) still shows.
          ...(filters.studySetId && !sets.data?.items.some((set) => set.id === filters.studySetId)
            ? [{ value: filters.studySetId, label: t.list.unnamedSet }]
            : []),
        ]}
      />
      {hasFilters(filters) ? (
        <button
          type="button"
          onClick={() => update({ q: null, status: null, tag: null, set: null })}
          className={buttonClass('ghost', 'md')}
        >
          <X className="size-4" aria-hidden="true" />
          {t.list.clear}
        </button>
      ) : (
        <span className="hidden lg:block" />
      )}
    </fieldset>
  );
}
