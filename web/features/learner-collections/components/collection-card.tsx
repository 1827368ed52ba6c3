import ChevronDown from 'lucide-react/icons/chevron-down';
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import type { AddCollectionResult, CollectionSummary, SiteLocale } from '~/core/collections/collection';
import { buttonClass } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import { notifyError } from '~/web/lib/notify';
import { useAddCollection } from '../api/add-collection';
import type { CollectionsMessages } from '../i18n/en';
import { AddResult } from './add-result';
import { CollectionPreview } from './collection-preview';

type Props = {
  collection: CollectionSummary;
  t: CollectionsMessages;
  locale: SiteLocale;
  numberLocale: string;
};

/** One collection: its name, level and size; its words on demand; the button that adds it. */
export function CollectionCard({ collection, t, locale, numberLocale }: Props) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<AddCollectionResult | null>(null);
  const add = useAddCollection();
  const previewId = useId();
  const { name } = collection;

  const onAdd = () =>
    add.mutate(
      { id: collection.id, locale: locale },
      {
        onSuccess: setResult,
        // A plan limit's refusal is the study sets' (an added collection becomes a set) or, by its
        // details' collection, the words' ('LIMIT_REACHED:words…' in the page's refusals).
        onError: (error) => notifyError(t.addFailed, error, t.refusals),
      },
    );

  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words">{name}</h3>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {format(t.level, { level: collection.level })} ·{' '}
          {plural(t.words, collection.wordCount, numberLocale)}
        </span>
      </div>
      <p className="text-sm break-words text-slate-700 dark:text-slate-300">{collection.description}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={previewId}
          aria-label={open ? undefined : format(t.previewOf, { name })}
          onClick={() => setOpen((was) => !was)}
          className={buttonClass('secondary', 'sm')}
        >
          <ChevronDown className={`size-4 ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
          {open ? t.hidePreview : t.preview}
        </button>
        <button
          type="button"
          onClick={onAdd}
          disabled={add.isPending || collection.wordCount === 0}
          aria-label={format(t.addOf, { name })}
          className={buttonClass('primary', 'sm')}
        >
          <Plus className="size-4" aria-hidden="true" />
          {add.isPending ? t.adding : t.add}
        </button>
      </div>
      <div id={previewId} hidden={!open}>
        {open && (
          <CollectionPreview
            id={collection.id}
            name={name}
            languageCode={collection.languageCode}
            t={t}
            locale={locale}
          />
        )}
      </div>
      {result && <AddResult result={result} name={name} t={t} numberLocale={numberLocale} />}
    </li>
  );
}
