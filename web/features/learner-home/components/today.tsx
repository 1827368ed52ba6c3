import Flame from 'lucide-react/icons/flame';
import { Link } from 'react-router';
import type { Progress } from '~/core/study/progress';
import { buttonClass } from '~/web/components/ui/button';
import { plural } from '~/web/lib/i18n/plural';
import type { HomeMessages } from '../i18n/en';

/**
 * Today at a glance: the cards and new words a session started now would take (the server counts
 * them by the queue's rules, today's review limit included, so the study screen agrees), the due
 * reviews that limit holds for tomorrow, the streak, and the way to study. Nothing to take now says
 * why (today's review limit reached, today's new words done while more wait, new words turned off, or
 * all done) and leads to the way on: the daily limits, or more words.
 */
export function Today({
  progress,
  t,
  numberLocale,
}: {
  progress: Progress;
  t: HomeMessages;
  numberLocale: string;
}) {
  const { dueNow, dueHeld, newAvailable, newHeld, newHeldReason, reviewsOff } = progress.todayCounts;
  const streak = progress.streak.current;
  const today = t.home.today;
  // Each reason its own sentence: new words turned off (a limit of 0) wait for no tomorrow.
  const newHeldMessages = {
    newWordsOff: today.newWordsOff,
    dailyLimitReached: today.newLimitReached,
    reviewLimitReached: today.newReviewLimitReached,
  };
  // Figures kept from before the server gave a reason: the new-word limit, as they were worded then.
  const heldReason = newHeldReason ?? 'dailyLimitReached';
  const nothingNow = dueNow === 0 && newAvailable === 0;
  // Words are waiting but today's limits hold them: adding more would not help, the limits might.
  const limitReached = dueHeld > 0 || newHeld > 0;
  // A review maximum of 0 holds everything for no tomorrow: say so rather than "come back tomorrow".
  const why =
    reviewsOff && limitReached
      ? today.reviewsOff
      : dueHeld > 0
        ? today.limitReached
        : newHeld > 0
          ? plural(newHeldMessages[heldReason], newHeld, numberLocale)
          : today.allDone;
  return (
    <section
      aria-labelledby="home-today"
      className="rounded-xl border border-brand-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="home-today" className="text-xl font-bold">
        {today.title}
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-6">
        <ul className="space-y-2 text-lg">
          <li className="font-semibold" data-testid="home-due">
            {plural(today.due, dueNow, numberLocale)}
          </li>
          {dueHeld > 0 && (
            <li className="text-base text-slate-700 dark:text-slate-300" data-testid="home-held">
              {plural(reviewsOff ? today.heldReviewsOff : today.held, dueHeld, numberLocale)}
            </li>
          )}
          <li data-testid="home-new">{plural(today.newAllowance, newAvailable, numberLocale)}</li>
          <li className="flex items-center gap-2" data-testid="home-streak">
            <Flame className="size-5 text-orange-600 dark:text-orange-400" aria-hidden="true" />
            {streak > 0 ? plural(today.streak, streak, numberLocale) : today.noStreak}
          </li>
        </ul>
        {nothingNow ? (
          // Nothing a session could take now: the way on leads (the daily limits, or more words), and
          // the study screen stays a step away (a set or a method to choose there).
          <div className="flex flex-col items-start gap-3">
            <p className="max-w-xs text-sm text-slate-600 dark:text-slate-300" data-testid="home-nothing-now">
              {why}
            </p>
            <div className="flex flex-wrap gap-3">
              <Link
                to={limitReached ? '/dashboard/settings' : '/dashboard/words'}
                className={buttonClass('primary')}
              >
                {limitReached ? today.settings : today.addWords}
              </Link>
              <Link to="/dashboard/study" className={buttonClass('secondary')}>
                {today.start}
              </Link>
            </div>
          </div>
        ) : (
          <Link to="/dashboard/study" className={buttonClass('primary', 'md', 'px-6 py-3 text-base')}>
            {today.start}
          </Link>
        )}
      </div>
    </section>
  );
}
