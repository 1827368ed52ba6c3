import Award from 'lucide-react/icons/award';
import { useEffect } from 'react';
import type { Achievement } from '~/core/study/achievements';
import { studyDayOf } from '~/core/study/study-day-of';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { Spinner } from '~/web/components/ui/spinner';
import { type AchievementMessages, achievementMessages } from '~/web/lib/achievements/achievement-messages';
import { announceAchievements } from '~/web/lib/achievements/announce-achievements';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useAchievements } from '~/web/lib/learner-data/get-achievements';
import type { StatsMessages } from '../i18n/en';
import { formatDay } from '../lib/study-days';

/**
 * The achievements, earned ones with their date, the others with how far along they are. While they
 * load, and when they could not be loaded, the section says so (it vanished without a word). An
 * achievement's date is the study day it was earned on in the learner's time zone (`timeZone`, the
 * progress's), the day the calendar marks: not the browser's date, which differs when travelling or
 * after midnight, before the study day turns over at 04:00.
 */
export function AchievementsSection({
  userId,
  locale,
  numberLocale,
  timeZone,
  messages,
}: {
  userId: string;
  locale: 'en' | 'he';
  numberLocale: string;
  timeZone: string;
  messages: StatsMessages;
}) {
  const achievements = useAchievements();
  const t = achievementMessages[locale];
  const list = achievements.data?.achievements;
  useEffect(() => {
    if (list) announceAchievements(userId, list, locale);
  }, [list, userId, locale]);
  return (
    <section
      aria-labelledby="achievements"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="achievements" className="text-lg font-bold">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.intro}</p>
      {list ? (
        <AchievementList list={list} t={t} numberLocale={numberLocale} timeZone={timeZone} />
      ) : achievements.isError ? (
        <div className="mt-4">
          <FailureNotice
            title={messages.achievementsFailed}
            message={refusalMessage(achievements.error, messages.refusals)}
          >
            <button
              type="button"
              onClick={() => void achievements.refetch()}
              className="mt-3 font-semibold underline"
            >
              {messages.retry}
            </button>
          </FailureNotice>
        </div>
      ) : (
        <Spinner label={messages.achievementsLoading} className="py-6" />
      )}
    </section>
  );
}

function AchievementList({
  list,
  t,
  numberLocale,
  timeZone,
}: {
  list: readonly Achievement[];
  t: AchievementMessages;
  numberLocale: string;
  timeZone: string;
}) {
  const dayOf = (earnedAt: string) =>
    formatDay(studyDayOf(new Date(earnedAt), timeZone), numberLocale, { dateStyle: 'medium' });
  const number = new Intl.NumberFormat(numberLocale);
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {list.map((achievement) => {
        const earned = achievement.earnedAt !== null;
        const texts = t.items[achievement.id];
        return (
          <li
            key={achievement.id}
            data-earned={earned}
            className={`flex gap-3 rounded-lg border p-3 ${earned ? 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-slate-800' : 'border-slate-200 dark:border-slate-700'}`}
          >
            <Award
              aria-hidden="true"
              className={`size-6 shrink-0 ${earned ? 'text-brand-700 dark:text-brand-200' : 'text-slate-400 dark:text-slate-500'}`}
            />
            <div className="min-w-0">
              <p className="font-semibold">{texts.title}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">{texts.description}</p>
              <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                {earned
                  ? format(t.earnedOn, { date: dayOf(achievement.earnedAt!) })
                  : achievement.progress
                    ? format(t.progress, {
                        current: number.format(achievement.progress.current),
                        target: number.format(achievement.progress.target),
                      })
                    : t.notYet}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
