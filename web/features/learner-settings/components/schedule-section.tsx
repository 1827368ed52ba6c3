import type { FittedParameters } from '~/core/study/fitted-parameters';
import type { StudySettings } from '~/core/study/study-settings';
import { FormAlert } from '~/web/components/forms/form-alert';
import { Button } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useOptimizeSchedule } from '~/web/lib/learner-data/optimize-schedule';
import { useUpdateStudySettings } from '~/web/lib/learner-data/update-study-settings';
import type { SettingsMessages } from '../i18n/en';
import { SettingsSection } from './settings-section';

/** The fit, in words: on how many reviews, and how much better it predicts the learner's history. */
function FitInWords({
  t,
  fitted,
  numberLocale,
}: {
  t: SettingsMessages;
  fitted: FittedParameters;
  numberLocale: string;
}) {
  const decimal = (value: number, digits: number) =>
    value.toLocaleString(numberLocale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const better = fitted.after.logLoss < fitted.before.logLoss;
  return (
    <div className="mt-4 space-y-2" role="status">
      <p className="font-medium">
        {format(t.schedule.current, {
          reviews: fitted.reviews.toLocaleString(numberLocale),
          date: new Date(fitted.fittedAt).toLocaleDateString(numberLocale, { dateStyle: 'long' }),
        })}
      </p>
      <p>
        {format(t.schedule.result, {
          after: decimal(fitted.after.logLoss, 3),
          before: decimal(fitted.before.logLoss, 3),
          afterRmse: decimal(fitted.after.rmse * 100, 1),
          beforeRmse: decimal(fitted.before.rmse * 100, 1),
        })}
      </p>
      <p>{better ? t.schedule.better : t.schedule.notBetter}</p>
    </div>
  );
}

/** "Optimise my schedule": FSRS fitted to the learner's own reviews, and the way back to the defaults. */
export function ScheduleSection({
  t,
  settings,
  numberLocale,
}: {
  t: SettingsMessages;
  settings: StudySettings;
  numberLocale: string;
}) {
  const optimise = useOptimizeSchedule();
  const reset = useUpdateStudySettings();
  const fitted = settings.fsrsParameters;
  return (
    <SettingsSection id="settings-schedule" title={t.schedule.title}>
      <p className="text-slate-700 dark:text-slate-300">{t.schedule.text}</p>
      {fitted ? (
        <FitInWords t={t} fitted={fitted} numberLocale={numberLocale} />
      ) : (
        <p className="mt-4 font-medium">{t.schedule.defaults}</p>
      )}
      {optimise.isError && (
        <div className="mt-4">
          <FormAlert>
            <p className="font-semibold">{t.schedule.failed}</p>
            <p>{refusalMessage(optimise.error, t.refusals)}</p>
          </FormAlert>
        </div>
      )}
      {reset.isError && (
        <div className="mt-4">
          <FormAlert>
            <p className="font-semibold">{t.schedule.resetFailed}</p>
            <p>{refusalMessage(reset.error, t.refusals)}</p>
          </FormAlert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="primary"
          disabled={optimise.isPending}
          onClick={() => {
            reset.reset();
            optimise.mutate();
          }}
        >
          {optimise.isPending ? t.schedule.optimising : t.schedule.optimise}
        </Button>
        {fitted && (
          <Button
            disabled={reset.isPending}
            onClick={() => {
              optimise.reset();
              reset.mutate({ fsrsParameters: null });
            }}
          >
            {t.schedule.useDefaults}
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
