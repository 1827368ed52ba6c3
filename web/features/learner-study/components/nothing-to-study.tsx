import { Link } from 'react-router';
import type { StudySession } from '~/core/study/study-session';
import { buttonClass } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import type { StudyMessages } from '../i18n/en';

function when(iso: string, numberLocale: string) {
  return new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** The server found nothing in scope: when the next card falls due, or a way to add words. */
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
  return (
    <section
      aria-labelledby="empty-title"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="empty-title" className="text-lg font-bold">
        {t.empty.title}
      </h2>
      <p className="mt-2">
        {session.nextDue
          ? format(t.empty.nextDue, { time: when(session.nextDue, numberLocale) })
          : t.empty.noWords}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onBack} className={buttonClass('secondary')}>
          {t.summary.studyAgain}
        </button>
        <Link to="/dashboard/words" className={buttonClass('primary')}>
          {t.empty.addWords}
        </Link>
      </div>
    </section>
  );
}
