import type { Ref } from 'react';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { type SetsMessages, setsEn } from '../i18n/en';

export type SetDraft = { name: string; description: string };

/** A set's name and description, with the server's message under the name when it refused it. */
export function SetFields({
  draft,
  onChange,
  refusal,
  t,
  nameRef,
}: {
  draft: SetDraft;
  onChange: (draft: SetDraft) => void;
  /** The server's 400 message ("name: …" or "description: …"), shown under the field it names. */
  refusal?: string | null;
  t: SetsMessages;
  /** The name field, for a form that puts the focus there as it opens. */
  nameRef?: Ref<HTMLInputElement>;
}) {
  const inputClass = `${fieldControlClass} text-sm`;
  const aboutDescription = refusal?.startsWith('description: ') ?? false;
  const nameError = refusal && !aboutDescription ? fieldMessage(refusal, t) : null;
  const descriptionError = refusal && aboutDescription ? refusal.replace(/^description: /, '') : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.create.name} error={nameError}>
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            value={draft.name}
            maxLength={100}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t.create.description} optional={t.create.optional} error={descriptionError}>
        {(control) => (
          <input
            {...control}
            value={draft.description}
            maxLength={500}
            onChange={(event) => onChange({ ...draft, description: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
}

/** The body of a create: a blank description is no description. */
export const setBody = (draft: SetDraft) => ({
  name: draft.name,
  description: draft.description.trim() ? draft.description.trim() : null,
});

/**
 * The body of an update: only what was changed since the form opened, so saving a new description
 * does not put back a name another device changed meanwhile (and the reverse). Empty when nothing was.
 */
export function changedSetBody(draft: SetDraft, opened: SetDraft) {
  const body = setBody(draft);
  const before = setBody(opened);
  return {
    ...(body.name !== before.name ? { name: body.name } : {}),
    ...(body.description !== before.description ? { description: body.description } : {}),
  };
}

/**
 * The server's 400 reads "name: The study set needs a name": the message without the field, in the
 * page's language when it is that one.
 */
export function fieldMessage(message: string, t: SetsMessages) {
  const text = message.replace(/^name: /, '');
  return text === setsEn.create.nameRequired ? t.create.nameRequired : text;
}
