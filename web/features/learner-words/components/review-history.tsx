import { Spinner } from '~/web/components/ui/spinner';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useWordReviews } from '../api/get-word-reviews';
import type { WordsMessages } from '../i18n/en';
import { dateTime } from './word-schedule';

const ratingKey = (rating: number) => String(rating) as keyof WordsMessages['ratings'];

/** The word's reviews, newest first: when, how, the answer, and the interval it gave. */
export function ReviewHistory({
  id,
  t,
  numberLocale,
}: {
  id: string;
  t: WordsMessages;
  numberLocale: string;
}) {
  const reviews = useWordReviews(id);
  if (reviews.isPending) return <Spinner />;
  if (reviews.isError)
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        {t.detail.historyFailed} {refusalMessage(reviews.error, t.refusals)}
      </p>
    );
  const items = [...reviews.data.items].reverse();
  if (items.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t.detail.noHistory}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t.detail.when}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t.detail.method}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t.detail.rating}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t.detail.interval}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((review) => (
            <tr key={review.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className="py-2 pe-3">{dateTime(review.reviewedAt, numberLocale)}</td>
              <td className="py-2 pe-3">{t.methods[review.method]}</td>
              <td className="py-2 pe-3">
                {t.ratings[ratingKey(review.rating)] ?? review.rating}
                {!review.applied && (
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {t.detail.notApplied}
                  </span>
                )}
              </td>
              <td className="py-2">
                {review.scheduledDays === null
                  ? '—'
                  : review.scheduledDays === 0
                    ? t.detail.underADay
                    : plural(t.detail.days, review.scheduledDays, numberLocale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
