import { useState } from 'react';
import type { StudySettings } from '~/core/study/study-settings';
import { SelectField } from '~/web/components/forms/select-field';
import { TextField } from '~/web/components/forms/text-field';
import { RetentionSlider } from '~/web/components/learner/retention-slider';
import { Button } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import {
  browserTimeZone,
  maxReviewsBounds,
  newCardsBounds,
  retentionBounds,
  retentionPercent,
  timeZoneOptions,
  wholeNumberIn,
} from '~/web/lib/learner-data/study-fields';
import { useUpdateStudySettings } from '~/web/lib/learner-data/update-study-settings';
import type { SettingsMessages } from '../i18n/en';
import { SavedForm, SettingsSection } from './settings-section';

export type StudyErrors = Partial<Record<'newCardsPerDay' | 'maxReviewsPerDay', string>>;

export function validateStudy(
  values: { newCardsPerDay: string; maxReviewsPerDay: string },
  t: SettingsMessages,
) {
  const errors: StudyErrors = {};
  if (wholeNumberIn(values.newCardsPerDay, newCardsBounds) === null)
    errors.newCardsPerDay = t.study.newCardsInvalid;
  if (wholeNumberIn(values.maxReviewsPerDay, maxReviewsBounds) === null)
    errors.maxReviewsPerDay = t.study.maxReviewsInvalid;
  return errors;
}

/** Daily limits, desired retention and time zone (the study settings). */
export function StudySection({
  settings,
  t,
  numberLocale,
}: {
  settings: StudySettings;
  t: SettingsMessages;
  numberLocale: string;
}) {
  const update = useUpdateStudySettings();
  const [newCardsPerDay, setNewCards] = useState(String(settings.newCardsPerDay));
  const [maxReviewsPerDay, setMaxReviews] = useState(String(settings.maxReviewsPerDay));
  const [desiredRetention, setRetention] = useState(settings.desiredRetention);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [errors, setErrors] = useState<StudyErrors>({});
  const deviceZone = browserTimeZone();
  const changed = () => update.reset();

  const save = () => {
    const found = validateStudy({ newCardsPerDay, maxReviewsPerDay }, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({
      newCardsPerDay: wholeNumberIn(newCardsPerDay, newCardsBounds) ?? undefined,
      maxReviewsPerDay: wholeNumberIn(maxReviewsPerDay, maxReviewsBounds) ?? undefined,
      desiredRetention: Math.round(desiredRetention * 100) / 100,
      timeZone,
    });
  };

  return (
    <SettingsSection id="settings-study" title={t.study.title}>
      <SavedForm
        t={t}
        label={t.study.title}
        onSubmit={save}
        pending={update.isPending}
        saved={update.isSuccess}
        failure={update.isError ? refusalMessage(update.error, t.refusals) : null}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.study.newCards}
            hint={t.study.newCardsHint}
            error={errors.newCardsPerDay}
            type="number"
            inputMode="numeric"
            min={newCardsBounds.min}
            max={newCardsBounds.max}
            value={newCardsPerDay}
            onChange={(event) => {
              setNewCards(event.target.value);
              changed();
            }}
          />
          <TextField
            label={t.study.maxReviews}
            hint={t.study.maxReviewsHint}
            error={errors.maxReviewsPerDay}
            type="number"
            inputMode="numeric"
            min={maxReviewsBounds.min}
            max={maxReviewsBounds.max}
            value={maxReviewsPerDay}
            onChange={(event) => {
              setMaxReviews(event.target.value);
              changed();
            }}
          />
        </div>
        <RetentionSlider
          label={t.study.retention}
          hint={t.study.retentionHint}
          value={desiredRetention}
          valueText={retentionPercent(desiredRetention, numberLocale)}
          onChange={(value) => {
            setRetention(value);
            changed();
          }}
          {...retentionBounds}
        />
        <div>
          <SelectField
            label={t.study.timeZone}
            hint={t.study.timeZoneHint}
            options={timeZoneOptions(timeZone)}
            value={timeZone}
            onChange={(event) => {
              setTimeZone(event.target.value);
              changed();
            }}
          />
          {timeZone !== deviceZone && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => {
                setTimeZone(deviceZone);
                changed();
              }}
            >
              {format(t.study.useDeviceZone, { zone: deviceZone })}
            </Button>
          )}
        </div>
      </SavedForm>
    </SettingsSection>
  );
}
