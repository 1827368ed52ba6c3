import { Field, fieldControlClass } from '~/web/components/forms/field';
import { type SetsMessages, setsEn } from '../i18n/en';

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
  const inputClass = `${fieldControlClass} text-sm`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.create.name} error={nameError}>
        {(control) => (
          <input
            {...control}
            value={draft.name}
            maxLength={100}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t.create.description} optional={t.create.optional}>
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
