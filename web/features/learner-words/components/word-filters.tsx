import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { learnerWordStatuses } from '~/core/words/word-status';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { SelectField } from '~/web/components/forms/select-field';
import { buttonClass } from '~/web/components/ui/button';
import { useSets } from '~/web/lib/learner-data/list-sets';
import { hasFilters, type WordListFilters } from '~/web/lib/learner-data/word-filters';
import type { UrlUpdates } from '~/web/lib/url-state';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import type { WordsMessages } from '../i18n/en';

/** Status, tag and study set, kept in the URL (?status=&tag=&set=): reload and Back keep them. */
export function WordFilters({
  filters,
  update,
  knownTags,
  t,
}: {
  filters: WordListFilters;
  update: (updates: UrlUpdates, options?: { replace?: boolean }) => void;
  knownTags: string[];
  t: WordsMessages;
}) {
  const sets = useSets();
  const [tag, setTag] = useState(filters.tag ?? '');
  const typedTag = useDebouncedValue(tag.trim(), 400);
  const listId = useId();

  // The URL is the truth: a chip or Clear changes it, and the box follows; what is typed reaches the
  // URL once typing pauses (and only then, so a cleared filter is not put back by the box).
  const latest = useRef({ urlTag: filters.tag ?? '', update });
  latest.current = { urlTag: filters.tag ?? '', update };
  useEffect(() => setTag(filters.tag ?? ''), [filters.tag]);
  useEffect(() => {
    if (typedTag !== latest.current.urlTag) latest.current.update({ tag: typedTag }, { replace: true });
  }, [typedTag]);

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
      <legend className="sr-only">{t.list.filters}</legend>
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
          onClick={() => update({ status: null, tag: null, set: null })}
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
