import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { hasMeaning, type MyWord, NEEDS_MEANING, updateMyWordBodySchema } from '~/core/words/my-word';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { buttonClass } from '~/web/components/ui/button';
import { ApiRequestError } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { type UpdateWordInput, useUpdateWord } from '../api/update-word';
import type { WordsMessages } from '../i18n/en';
import { ruleMessage } from '../lib/custom-word-rules';
import { languageName } from '../lib/language-name';

// The learner's own word, edited in place: its value, the text of each definition (part of speech
// and examples kept) and its translations by language. The card, its reviews and its study sets
// stay, which removing the word and adding it again would lose.

type EditFields = { value: string; definitions: string[]; translations: [string, string][] };
type Errors = Record<string, string>;

const fieldsOf = ({ word }: MyWord): EditFields => ({
  value: word.value,
  // A word with no definition offers one to write.
  definitions: word.definitions.length > 0 ? word.definitions.map((entry) => entry.definition) : [''],
  translations: Object.entries(word.translations).map(([code, list]) => [code, list.join(', ')]),
});

/** The change to send: an emptied definition or translation language is left out (removed). */
export function editBody({ word }: MyWord, fields: EditFields): UpdateWordInput {
  const definitions = fields.definitions.flatMap((text, index) => {
    const definition = text.trim();
    const before = word.definitions[index];
    return definition
      ? [{ partOfSpeech: before?.partOfSpeech ?? '', definition, examples: before?.examples ?? [] }]
      : [];
  });
  const translations = Object.fromEntries(
    fields.translations
      .map(([code, text]) => [code, text.split(',').flatMap((part) => part.trim() || [])] as const)
      .filter(([, list]) => list.length > 0),
  );
  return { value: fields.value, definitions, translations };
}

/** The form's field a schema path is about: value, definition-<n> or translation-<language>. */
const fieldOf = (path: readonly PropertyKey[]) => {
  const [first, second] = path.map(String);
  if (first === 'definitions') return `definition-${second ?? 0}`;
  if (first === 'translations') return `translation-${second}`;
  return 'value';
};

/** The body's problems by field, in the page's language (the server checks the same again). */
function problemsOf(body: UpdateWordInput, t: WordsMessages): Errors {
  const result = updateMyWordBodySchema.safeParse(body);
  const errors: Errors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    errors[fieldOf(issue.path)] ??= ruleMessage(issue, t);
  }
  if (!hasMeaning({ definitions: body.definitions ?? [], translations: body.translations ?? {} })) {
    errors['definition-0'] ??= t.custom.known.needsMeaning;
  }
  return errors;
}

export function WordEditForm({
  word,
  t,
  locale,
  onDone,
}: {
  word: MyWord;
  t: WordsMessages;
  locale: string;
  /** Saved (true) or cancelled (false): the page closes the form and puts the focus back. */
  onDone: (saved: boolean) => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(word));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateWord();
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const first = useRef<HTMLInputElement>(null);
  const lang = word.word.languageCode ?? undefined;

  useEffect(() => {
    first.current?.focus();
  }, []);

  const focusFirst = (found: Errors) => {
    const order = [
      'value',
      ...fields.definitions.map((_, index) => `definition-${index}`),
      ...fields.translations.map(([code]) => `translation-${code}`),
    ];
    const at = order.find((field) => found[field]);
    if (at) document.getElementById(idOf(at))?.focus();
  };

  const change = (field: string, update: (current: EditFields) => EditFields) => {
    setFields(update);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const body = editBody(word, fields);
    const found = problemsOf(body, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    save.mutate(
      { id: word.id, body },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'DUPLICATE_WORD') {
            const found = { value: refusalMessage(error, t.refusals, { word: body.value ?? '' }) };
            setErrors(found);
            focusFirst(found);
          }
        },
      },
    );
  };

  const failure = save.error;
  const refusal =
    failure && !(failure instanceof ApiRequestError && failure.code === 'DUPLICATE_WORD')
      ? failure instanceof ApiRequestError && failure.message.endsWith(NEEDS_MEANING)
        ? t.custom.known.needsMeaning
        : refusalMessage(failure, t.refusals)
      : null;

  return (
    <form
      onSubmit={submit}
      // Escape leaves the form as Cancel does.
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(false);
      }}
      noValidate
      className="space-y-4"
      aria-describedby={`${base}-intro`}
    >
      <p id={`${base}-intro`} className="text-sm text-slate-700 dark:text-slate-300">
        {t.detail.editIntro}
      </p>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {t.custom.fixErrors}
        </p>
      )}
      <Field id={idOf('value')} label={t.custom.word} error={errors.value}>
        {(control) => (
          <input
            {...control}
            ref={first}
            lang={lang}
            autoComplete="off"
            value={fields.value}
            onChange={(event) => change('value', (current) => ({ ...current, value: event.target.value }))}
            className={`${fieldControlClass} text-sm`}
          />
        )}
      </Field>
      {fields.definitions.map((text, index) => {
        const field = `definition-${index}`;
        return (
          <Field
            // The definitions are edited in place, never reordered: the index is the definition.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            id={idOf(field)}
            label={
              fields.definitions.length > 1
                ? format(t.detail.definitionNumbered, { count: index + 1 })
                : t.custom.definition
            }
            optional={t.custom.optional}
            error={errors[field]}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                dir="auto"
                value={text}
                onChange={(event) =>
                  change(field, (current) => ({
                    ...current,
                    definitions: current.definitions.map((other, at) =>
                      at === index ? event.target.value : other,
                    ),
                  }))
                }
                className={`${fieldControlClass} text-sm`}
              />
            )}
          </Field>
        );
      })}
      {fields.translations.map(([code, text]) => {
        const field = `translation-${code}`;
        return (
          <Field
            key={code}
            id={idOf(field)}
            label={format(t.detail.translationsIn, { language: languageName(code, locale) })}
            hint={t.detail.translationsHint}
            error={errors[field]}
          >
            {(control) => (
              <input
                {...control}
                lang={code}
                value={text}
                onChange={(event) =>
                  change(field, (current) => ({
                    ...current,
                    translations: current.translations.map(([other, value]) =>
                      other === code ? [other, event.target.value] : [other, value],
                    ),
                  }))
                }
                className={`${fieldControlClass} text-sm`}
              />
            )}
          </Field>
        );
      })}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t.detail.saveFailed} {refusal}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending ? t.detail.saving : t.detail.save}
        </button>
        <button type="button" onClick={() => onDone(false)} className={buttonClass('secondary')}>
          {t.detail.cancelEdit}
        </button>
      </div>
    </form>
  );
}
