import { buttonClass } from '~/web/components/ui/button';
import { plural } from '~/web/lib/i18n/plural';
import type { StudyMessages } from '../i18n/en';
import { runProgress, type StudyRun } from '../lib/study-run';

/** A session kept on this device from before: carry on with it, or drop it for a new one. */
export function ResumePrompt({
  run,
  onContinue,
  onDiscard,
  t,
  numberLocale,
}: {
  run: StudyRun;
  onContinue: () => void;
  onDiscard: () => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  return (
    <section
      aria-labelledby="resume-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="resume-title" className="text-lg font-bold">
        {t.resume.title}
      </h2>
      <p className="mt-1">
        {t.chooser.methods[run.params.method].label} ·{' '}
        {plural(t.resume.left, runProgress(run).left, numberLocale)}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onContinue} className={buttonClass('primary')}>
          {t.resume.continue}
        </button>
        <button type="button" onClick={onDiscard} className={buttonClass('secondary')}>
          {t.resume.discard}
        </button>
      </div>
    </section>
  );
}
