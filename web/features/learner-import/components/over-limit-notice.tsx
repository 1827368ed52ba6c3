import type { ImportLimitNote } from '~/core/imports/import-job';
import { FormAlert } from '~/web/components/forms/form-alert';
import { PlanLimitNotice } from '~/web/components/learner/plan-limit-notice';
import { format } from '~/web/lib/i18n/format';
import type { ImportMessages } from '../i18n/en';

/**
 * Words an import left out at the plan's limit: how many, and the way to more for the learner's tier
 * (the job's note says it). A Free learner is shown Pro; a Pro learner, who has it, is told to make
 * room or ask support, as the server's own message says.
 */
export function OverLimitNotice({
  t,
  note,
  overLimit,
  numberLocale,
  live,
}: {
  t: ImportMessages;
  note: ImportLimitNote;
  overLimit: number;
  numberLocale: string;
  live: boolean;
}) {
  const free = note.tier === 'regularUser';
  const message = format(free ? t.overLimitText : t.overLimitTextPro, {
    count: overLimit.toLocaleString(numberLocale),
    limit: note.limit.toLocaleString(numberLocale),
  });
  if (free)
    return (
      <PlanLimitNotice title={t.overLimitTitle} message={message} upgradeLabel={t.upgrade} live={live} />
    );
  return (
    <FormAlert tone="info" live={live}>
      <p className="font-semibold">{t.overLimitTitle}</p>
      <p>{message}</p>
    </FormAlert>
  );
}
