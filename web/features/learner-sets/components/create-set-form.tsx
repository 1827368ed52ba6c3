import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { MyPlanLimitNotice } from '~/web/components/learner/my-plan-limit-notice';
import { buttonClass } from '~/web/components/ui/button';
import { ApiRequestError } from '~/web/lib/api-error';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useCreateSet } from '../api/create-set';
import type { SetsMessages } from '../i18n/en';
import { type SetDraft, SetFields, setBody } from './set-fields';

/** Name and describe a new set; once created, its page opens to add words to it. */
export function CreateSetForm({ t }: { t: SetsMessages }) {
  const [draft, setDraft] = useState<SetDraft>({ name: '', description: '' });
  const create = useCreateSet();
  const navigate = useNavigate();
  const failure = create.error;
  const limit = failure instanceof ApiRequestError && failure.code === 'LIMIT_REACHED';
  const invalid = failure instanceof ApiRequestError && failure.status === 400;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(setBody(draft), { onSuccess: (set) => navigate(`/dashboard/sets/${set.id}`) });
  };

  return (
    <section
      aria-labelledby="create-set"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="create-set" className="mb-4 text-xl font-bold">
        {t.create.title}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <SetFields draft={draft} onChange={setDraft} refusal={invalid ? failure.message : null} t={t} />
        {limit ? (
          <MyPlanLimitNotice
            title={t.limit.title}
            message={refusalMessage(failure, t.refusals)}
            upgradeLabel={t.limit.upgrade}
          />
        ) : failure && !invalid ? (
          <FailureNotice title={t.create.failed} message={refusalMessage(failure, t.refusals)} />
        ) : null}
        <button type="submit" disabled={create.isPending} className={buttonClass('primary')}>
          {create.isPending ? t.create.submitting : t.create.submit}
        </button>
      </form>
    </section>
  );
}
