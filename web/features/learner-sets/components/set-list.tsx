import ChevronRight from 'lucide-react/icons/chevron-right';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Trash2 from 'lucide-react/icons/trash';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { MyStudySet } from '~/core/sets/study-set';
import { Spinner } from '~/web/components/ui/spinner';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useSets } from '~/web/lib/learner-data/list-sets';
import { notifyError, notifySuccess } from '~/web/lib/notify';
import { studySetHref } from '~/web/lib/study-set-link';
import { useDeleteSet } from '../api/delete-set';
import type { SetsMessages } from '../i18n/en';

const action =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** The confirmation before a set is deleted (its words stay), shared by the list and the detail. */
export function useDeleteSetAction(t: SetsMessages, onDeleted?: () => void) {
  const remove = useDeleteSet();
  const { confirm, dialog } = useConfirm();
  const ask = (set: MyStudySet) =>
    confirm({
      title: format(t.remove.title, { name: set.name ?? t.list.unnamed }),
      description: t.remove.body,
      confirmLabel: t.remove.confirm,
      cancelLabel: t.remove.cancel,
      onConfirm: () =>
        remove.mutate(set.id, {
          onSuccess: () => {
            notifySuccess(t.remove.done);
            onDeleted?.();
          },
          onError: (error) => notifyError(t.remove.failed, error, t.refusals),
        }),
    });
  return { ask, dialog };
}

/** The learner's sets, newest first: open, study (when it has words) or delete each. */
export function SetList({ t, numberLocale }: { t: SetsMessages; numberLocale: string }) {
  const sets = useSets();
  const heading = useRef<HTMLHeadingElement>(null);
  // The set's card is gone: focus goes to the list rather than to nowhere.
  const { ask, dialog } = useDeleteSetAction(t, () => heading.current?.focus());
  const items = sets.data?.items ?? [];

  return (
    <section aria-labelledby="your-sets" className="space-y-3">
      <h2 id="your-sets" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t.list.title}
      </h2>
      {sets.isPending ? (
        <Spinner />
      ) : sets.isError ? (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t.list.loadFailed} {refusalMessage(sets.error, t.refusals)}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t.list.empty}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((set) => {
            const name = set.name ?? t.list.unnamed;
            return (
              <li
                key={set.id}
                className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="min-w-0 text-lg font-semibold break-words">
                    <Link
                      to={`/dashboard/sets/${set.id}`}
                      className="rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200"
                    >
                      {name}
                    </Link>
                  </h3>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {plural(t.list.words, set.itemCount, numberLocale)}
                  </span>
                </div>
                <p className="text-sm break-words text-slate-700 dark:text-slate-300">
                  {set.description ?? t.list.noDescription}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  <Link
                    to={`/dashboard/sets/${set.id}`}
                    aria-label={format(t.list.openSet, { name })}
                    className={`${action} text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800`}
                  >
                    {t.list.open}
                    <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                  </Link>
                  {set.itemCount > 0 && (
                    <Link
                      to={studySetHref(set.id)}
                      aria-label={format(t.list.studySet, { name })}
                      className={`${action} text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800`}
                    >
                      <GraduationCap className="size-4" aria-hidden="true" />
                      {t.list.study}
                    </Link>
                  )}
                  <button
                    type="button"
                    onClick={() => ask(set)}
                    aria-label={format(t.list.deleteSet, { name })}
                    className={`${action} text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t.list.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </section>
  );
}
