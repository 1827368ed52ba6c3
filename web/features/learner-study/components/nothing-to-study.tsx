import { Link } from 'react-router';
import type { StudySession } from '~/core/study/study-session';
import { buttonClass } from '~/web/components/ui/button';
import { focusOnMount } from '~/web/lib/focus-on-mount';
import { format } from '~/web/lib/i18n/format';
import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { plural } from '~/web/lib/i18n/plural';
import { emptyMessages } from '../i18n/empty-messages';
import type { StudyMessages } from '../i18n/en';

function when(iso: string, numberLocale: string) {
  return new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/**
 * Whether today's daily limits, not an empty schedule, left nothing to study: the cards still due
 * wait for tomorrow (the next due time the server gives is then already past).
 */
export function dailyLimitReached(session: StudySession, now = new Date()): boolean {
  if (session.allowance.total <= 0) return true;
  if (session.scope === 'new' && session.allowance.newCards <= 0) return true;
  // Cards due already and still not given: the daily review limit holds them (a new-words session
  // never has a next due time to compare).
  return (
    session.scope !== 'new' &&
    session.nextDue !== null &&
    new Date(session.nextDue).getTime() <= now.getTime()
  );
}

/**
 * The server found nothing in scope: today's limits are used up, today's new words are done while
 * more wait, new words are turned off while some wait, or studying is (a review maximum of 0: the
 * way on is the daily limits, not more words), or when the next card falls due, or a way to add words.
 */
export function NothingToStudy({
  session,
  onBack,
  t,
  numberLocale,
}: {
  session: StudySession;
  onBack: () => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  // Its own messages, loaded with it (../i18n/empty-messages.ts); `t` gives the shared button's.
  const e = emptyMessages[useLearnerLocale().locale];
  const waiting = session.newHeld ?? 0;
  // The learner's new-word limit is 0: no day's allowance holds these words, and tomorrow brings none.
  const newWordsOff = waiting > 0 && session.newHeldReason === 'newWordsOff';
  // A new-words session with new words off is told so, not to come back tomorrow.
  const limitReached = dailyLimitReached(session) && !(newWordsOff && session.scope === 'new');
  // New words wait but today's new-word limit (or the review maximum they count against) holds them.
  const newHeld = limitReached ? 0 : waiting;
  const next = session.nextDue && format(e.nextDue, { time: when(session.nextDue, numberLocale) });
  const held = newHeld > 0 && plural(newWordsOff ? e.newWordsOff : e.newLimitReached, newHeld, numberLocale);
  // A review maximum of 0 holds every card for no tomorrow (new words count towards it): say that,
  // not "come back tomorrow" nor a next due time already past.
  const reviewsOff = session.reviewsOff === true && (dailyLimitReached(session) || waiting > 0);
  const why = reviewsOff
    ? [e.reviewsOff]
    : limitReached
      ? [e.limitReached]
      : [held, next].filter((line): line is string => !!line);
  return (
    <section
      aria-labelledby="empty-title"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {/* Focus moves here when the empty state replaces the chooser (it fell to the page's body). */}
      <h2 id="empty-title" ref={focusOnMount} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {e.title}
      </h2>
      {(why.length > 0 ? why : [e.noWords]).map((line) => (
        <p key={line} className="mt-2">
          {line}
        </p>
      ))}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onBack} className={buttonClass('secondary')}>
          {t.summary.studyAgain}
        </button>
        {reviewsOff || limitReached || newHeld > 0 ? (
          <Link to="/dashboard/settings" className={buttonClass('primary')}>
            {e.settings}
          </Link>
        ) : (
          <Link to="/dashboard/words" className={buttonClass('primary')}>
            {e.addWords}
          </Link>
        )}
      </div>
    </section>
  );
}
