import GraduationCap from 'lucide-react/icons/graduation-cap';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { BackLink, Panel } from '~/web/components/learner/panel';
import { buttonClass } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiRequestError, isNotFound } from '~/web/lib/api-error';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { notifySuccess } from '~/web/lib/notify';
import { setStudyMethods, studySetHref } from '~/web/lib/study-set-link';
import { useSet } from '../api/get-set';
import { useUpdateSet } from '../api/update-set';
import type { SetsMessages } from '../i18n/en';
import { useSetsMessages } from '../i18n/use-sets-messages';
import { changedSetBody, type SetDraft, SetFields } from './set-fields';
import { useDeleteSetAction } from './set-list';
import { SetWordPicker } from './set-word-picker';
import { SetWords } from './set-words';

function EditSetForm({ set, t, onDone }: { set: MyStudySetDetail; t: SetsMessages; onDone: () => void }) {
  const [opened] = useState<SetDraft>({ name: set.name ?? '', description: set.description ?? '' });
  const [draft, setDraft] = useState<SetDraft>(opened);
  const update = useUpdateSet();
  const nameField = useRef<HTMLInputElement>(null);
  // The form takes the header's place, the Edit button with it: the focus goes to what is edited.
  useEffect(() => nameField.current?.focus(), []);
  const invalid = update.error instanceof ApiRequestError && update.error.status === 400;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = changedSetBody(draft, opened);
    if (Object.keys(body).length === 0) return onDone();
    update.mutate(
      { id: set.id, body },
      {
        onSuccess: () => {
          notifySuccess(t.detail.saved);
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SetFields
        draft={draft}
        onChange={setDraft}
        refusal={invalid && update.error ? update.error.message : null}
        t={t}
        nameRef={nameField}
      />
      {update.isError && !invalid && (
        <FailureNotice title={t.detail.saveFailed} message={refusalMessage(update.error, t.refusals)} />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
          {update.isPending ? t.detail.saving : t.detail.save}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t.detail.cancel}
        </button>
      </div>
    </form>
  );
}

function SetBody({ set, t, numberLocale }: { set: MyStudySetDetail; t: SetsMessages; numberLocale: string }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Set when the form closes (Save or Cancel): the header is back, and the focus goes back to Edit
  // (the form's buttons are gone); not on the page's first render.
  const closed = useRef(false);
  useEffect(() => {
    if (editing || !closed.current) return;
    closed.current = false;
    editButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    closed.current = true;
    setEditing(false);
  };
  const navigate = useNavigate();
  const { ask, dialog } = useDeleteSetAction(t, () => navigate('/dashboard/sets'));
  const name = set.name ?? t.list.unnamed;

  return (
    <div className="space-y-6">
      {editing ? (
        <Panel id="edit-set" title={t.detail.edit}>
          <EditSetForm set={set} t={t} onDone={stopEditing} />
        </Panel>
      ) : (
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold break-words">{name}</h1>
            <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
              {set.description ?? t.list.noDescription}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {plural(t.list.words, set.itemCount, numberLocale)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              className={buttonClass('secondary')}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t.detail.edit}
            </button>
            <button type="button" onClick={() => ask(set)} className={buttonClass('secondary')}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t.detail.delete}
            </button>
          </div>
        </header>
      )}
      <Panel id="study-set" title={t.detail.study}>
        {set.itemCount === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{t.detail.emptyStudy}</p>
        ) : (
          <nav aria-label={t.detail.studyWith} className="flex flex-wrap gap-2">
            {setStudyMethods.map((method, index) => (
              <Link
                key={method}
                to={studySetHref(set.id, method)}
                className={buttonClass(index === 0 ? 'primary' : 'secondary')}
              >
                {index === 0 && <GraduationCap className="size-4" aria-hidden="true" />}
                {t.methods[method]}
              </Link>
            ))}
          </nav>
        )}
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <SetWords set={set} t={t} />
        <Panel id="pick-words" title={t.picker.title}>
          <SetWordPicker set={set} t={t} />
        </Panel>
      </div>
      {dialog}
    </div>
  );
}

/** One study set: its name and description (editable), study it, and its words to add or take out. */
export function SetDetail({ id }: { id: string }) {
  const { t, numberLocale } = useSetsMessages();
  const set = useSet(id);
  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/sets">{t.detail.backToSets}</BackLink>
      {set.isPending ? (
        <Spinner />
      ) : set.isError ? (
        <>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          {/* Only a 404 says the set is gone; anything else (offline, a server error) says it could not be loaded. */}
          {isNotFound(set.error) ? (
            <FailureNotice title={t.detail.notFound} message="" />
          ) : (
            <FailureNotice title={t.detail.loadFailed} message={refusalMessage(set.error, t.refusals)} />
          )}
        </>
      ) : (
        <SetBody set={set.data} t={t} numberLocale={numberLocale} />
      )}
    </div>
  );
}
