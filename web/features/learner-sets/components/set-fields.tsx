import { useId } from 'react';
import { type SetsMessages, setsEn } from '../i18n/en';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export type SetDraft = { name: string; description: string };

/** A set's name and description, with the server's message under the name when it refused it. */
export function SetFields({
  draft,
  onChange,
  nameError,
  t,
}: {
  draft: SetDraft;
  onChange: (draft: SetDraft) => void;
  nameError?: string | null;
  t: SetsMessages;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          {t.create.name}
        </label>
        <input
          id={`${id}-name`}
          value={draft.name}
          maxLength={100}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          className={inputClass}
        />
        {nameError && (
          <p id={`${id}-name-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {nameError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="block text-sm font-medium">
          {t.create.description}
          <span className="ms-1 font-normal text-slate-600 dark:text-slate-400">{t.create.optional}</span>
        </label>
        <input
          id={`${id}-description`}
          value={draft.description}
          maxLength={500}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
          className={inputClass}
        />
      </div>
    </div>
  );
}

/** The body of a create or an update: a blank description is no description. */
export const setBody = (draft: SetDraft) => ({
  name: draft.name,
  description: draft.description.trim() ? draft.description.trim() : null,
});

/**
 * The server's 400 reads "name: The study set needs a name": the message without the field, in the
 * page's language when it is that one.
 */
export function fieldMessage(message: string, t: SetsMessages) {
  const text = message.replace(/^name: /, '');
  return text === setsEn.create.nameRequired ? t.create.nameRequired : text;
}
