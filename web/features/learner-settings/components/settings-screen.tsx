import { FailureNotice } from '~/web/components/learner/failure-notice';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useProfile } from '~/web/lib/learner-data/get-profile';
import { useStudySettings } from '~/web/lib/learner-data/get-study-settings';
import { useSettingsMessages } from '../i18n/use-settings-messages';
import { DeleteAccountSection, ExportSection } from './data-section';
import { DeviceSection } from './device-section';
import { ImportSection } from './import-section';
import { LanguagesSection } from './languages-section';
import { ScheduleSection } from './schedule-section';
import { StudySection } from './study-section';

/** /dashboard/settings: languages, daily study, the schedule, this device's choices, import and export, account deletion. */
export function SettingsScreen() {
  const { t, locale, numberLocale, setLocale } = useSettingsMessages();
  const profile = useProfile();
  const settings = useStudySettings();
  // A failed load with nothing to show says so; a failed background refresh of data already shown
  // says nothing (React Query keeps the data and retries), so the forms and what is typed in them stay.
  const failed = profile.data && settings.data ? null : (profile.error ?? settings.error);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t.title} subtitle={t.intro} />
      {failed ? (
        <FailureNotice title={t.loadFailed} message={refusalMessage(failed, t.refusals)}>
          <button
            type="button"
            onClick={() => {
              void profile.refetch();
              void settings.refetch();
            }}
            className="mt-3 font-semibold underline"
          >
            {t.retry}
          </button>
        </FailureNotice>
      ) : !profile.data || !settings.data ? (
        <Spinner />
      ) : (
        <>
          <LanguagesSection profile={profile.data} t={t} locale={locale} />
          <StudySection settings={settings.data} t={t} numberLocale={numberLocale} />
          <ScheduleSection settings={settings.data} t={t} numberLocale={numberLocale} />
        </>
      )}
      <DeviceSection t={t} locale={locale} setLocale={setLocale} />
      <ImportSection t={t} />
      <ExportSection t={t} />
      {/* Until the profile comes, the password field is offered: most accounts have one. */}
      <DeleteAccountSection t={t} hasPassword={profile.data?.hasPassword ?? true} />
    </div>
  );
}
