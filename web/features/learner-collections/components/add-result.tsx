import GraduationCap from 'lucide-react/icons/graduation-cap';
import { Link } from 'react-router';
import type { AddCollectionResult } from '~/core/collections/collection';
import { MyPlanLimitNotice } from '~/web/components/learner/my-plan-limit-notice';
import { buttonClass } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import { studySetHref } from '~/web/lib/study-set-link';
import type { CollectionsMessages } from '../i18n/en';

/** What adding a collection did: the new set (to open or study), and the plan limit when it cut in. */
export function AddResult({
  result,
  name,
  t,
  numberLocale,
}: {
  result: AddCollectionResult;
  name: string;
  t: CollectionsMessages;
  numberLocale: string;
}) {
  const inSet = result.added + result.alreadyHad;
  return (
    <div className="space-y-3">
      <div role="status" className="rounded-lg bg-brand-50 p-3 text-sm dark:bg-slate-800">
        <p className="font-semibold">{format(t.added.title, { name })}</p>
        <p>
          {plural(t.added.newWords, result.added, numberLocale)}
          {result.alreadyHad > 0 && ` ${plural(t.added.alreadyHad, result.alreadyHad, numberLocale)}`}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to={`/dashboard/sets/${result.studySetId}`} className={buttonClass('secondary', 'sm')}>
            {t.added.openSet}
          </Link>
          {inSet > 0 && (
            <Link to={studySetHref(result.studySetId)} className={buttonClass('primary', 'sm')}>
              <GraduationCap className="size-4" aria-hidden="true" />
              {t.added.study}
            </Link>
          )}
        </div>
      </div>
      {result.limit && (
        <MyPlanLimitNotice
          title={t.limit.title}
          message={format(plural(t.limit.notAdded, result.notAdded, numberLocale), {
            limit: result.limit.words.toLocaleString(numberLocale),
          })}
          upgradeLabel={t.limit.upgrade}
        />
      )}
    </div>
  );
}
