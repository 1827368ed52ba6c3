import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { languageCodes } from '~/core/languages';
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
import { type DefinitionFields, WordEditDefinition } from './word-edit-definition';

// The learner's own word, edited in place: everything the add form asked for (the word and its
// language; each definition with its part of speech and example sentence; its translations, one
// field each, since a meaning may hold commas), so nothing written when adding it is fixed for ever.
// The card, its reviews and its study sets stay, which removing the word and adding it again would
// lose. Only what the learner changed is sent: a field left alone is kept exactly as the word holds it.

type EditFields = {
  value: string;
  languageCode: string;
  definitions: DefinitionFields[];
  translations: [string, string[]][];
};
type Errors = Record<string, string>;

const definitionFieldsOf = (entry: MyWord['word']['definitions'][number] | undefined): DefinitionFields => ({
  text: entry?.definition ?? '',
  partOfSpeech: entry?.partOfSpeech ?? '',
  example: entry?.examples[0] ?? '',
});

const fieldsOf = ({ word }: MyWord, nativeLanguage?: string): EditFields => {
  const translations = Object.entries(word.translations).map(([code, list]): [string, string[]] => [
    code,
    [...list],
  ]);
  // A word added without a translation into the learner's language can be given one here.
  if (nativeLanguage && !(nativeLanguage in word.translations)) translations.push([nativeLanguage, []]);
  return {
    value: word.value,
    languageCode: word.languageCode ?? '',
    // A word with no definition offers one to write.
    definitions:
      word.definitions.length > 0
        ? word.definitions.map(definitionFieldsOf)
        : [definitionFieldsOf(undefined)],
    translations,
  };
};

const sameDefinition = (
  fields: DefinitionFields,
  before: MyWord['word']['definitions'][number] | undefined,
) => {
  const was = definitionFieldsOf(before);
  return (
    fields.text === was.text && fields.partOfSpeech === was.partOfSpeech && fields.example === was.example
  );
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((text, index) => text === b[index]);

/**
 * The change to send: only the fields that differ from the word as the form opened. An emptied
 * definition or translation is left out (removed), and so is a language left with none.
 */
export function editBody({ word }: MyWord, fields: EditFields): UpdateWordInput {
  const body: UpdateWordInput = {};
  if (fields.value !== word.value) body.value = fields.value;
  if (fields.languageCode !== (word.languageCode ?? '')) {
    body.languageCode = fields.languageCode as UpdateWordInput['languageCode'];
  }
  if (fields.definitions.some((entry, index) => !sameDefinition(entry, word.definitions[index]))) {
    body.definitions = fields.definitions.flatMap((entry, index) => {
      const definition = entry.text.trim();
      const example = entry.example.trim();
      // The examples after the first, which the form does not show, stay.
      const examples = [...(example ? [example] : []), ...(word.definitions[index]?.examples.slice(1) ?? [])];
      // A definition emptied is removed; an example left without one is sent, for the schema to
      // refuse (an example sentence needs a definition), rather than lost.
      if (!definition && examples.length === 0) return [];
      return [{ partOfSpeech: entry.partOfSpeech, definition, examples }];
    });
  }
  if (fields.translations.some(([code, list]) => !sameList(list, word.translations[code] ?? []))) {
    // The record replaces the word's whole: every language goes, changed or not.
    body.translations = Object.fromEntries(
      fields.translations
        .map(([code, list]) => [code, list.flatMap((text) => text.trim() || [])] as const)
        .filter(([, list]) => list.length > 0),
    );
  }
  return body;
}

/**
 * The form's field a schema path is about: value, languageCode, definition-<n>, pos-<n>, example-<n>
 * or translation-<language>-<n>.
 */
const fieldOf = (path: readonly PropertyKey[]) => {
  const [first, second, third] = path.map(String);
  if (first === 'languageCode') return 'languageCode';
  if (first === 'definitions') {
    if (third === 'examples') return `example-${second ?? 0}`;
    if (third === 'partOfSpeech') return `pos-${second ?? 0}`;
    return `definition-${second ?? 0}`;
  }
  if (first === 'translations') return `translation-${second}-${third ?? 0}`;
  return 'value';
};

/** The body's problems by field, in the page's language (the server checks the same again). */
function problemsOf({ word }: MyWord, body: UpdateWordInput, t: WordsMessages): Errors {
  const result = updateMyWordBodySchema.safeParse(body);
  const errors: Errors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    errors[fieldOf(issue.path)] ??= ruleMessage(issue, t);
  }
  // The word after the change: what the body leaves out stays as the word has it.
  const after = {
    definitions: body.definitions ?? word.definitions,
    translations: body.translations ?? word.translations,
  };
  if (!hasMeaning(after)) errors['definition-0'] ??= t.custom.known.needsMeaning;
  return errors;
}

export function WordEditForm({
  word,
  t,
  locale,
  nativeLanguage,
  onDone,
}: {
  word: MyWord;
  t: WordsMessages;
  locale: string;
  /** The learner's own language: a word with no translation into it offers one. */
  nativeLanguage?: string;
  /** Saved (true) or cancelled (false): the page closes the form and puts the focus back. */
  onDone: (saved: boolean) => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(word, nativeLanguage));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateWord();
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const first = useRef<HTMLInputElement>(null);
  const lang = fields.languageCode || undefined;

  // Where the focus goes once an added translation's field is drawn or a removed one is gone.
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(`${base}-${focusNext}`)?.focus();
    setFocusNext(null);
  }, [focusNext, base]);

  const focusFirst = (found: Errors) => {
    const order = [
      'value',
      'languageCode',
      ...fields.definitions.flatMap((_, index) => [
        `definition-${index}`,
        `pos-${index}`,
        `example-${index}`,
      ]),
      ...fields.translations.flatMap(([code, list]) =>
        list.map((_, index) => `translation-${code}-${index}`),
      ),
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
    // Nothing changed: nothing to send, and the form closes as on Cancel.
    if (Object.keys(body).length === 0) {
      onDone(false);
      return;
    }
    const found = problemsOf(word, body, t);
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
            const found = {
              value: refusalMessage(error, t.refusals, { word: body.value ?? word.word.value }),
            };
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
      <Field id={idOf('languageCode')} label={t.custom.language} error={errors.languageCode}>
        {(control) => (
          <select
            {...control}
            value={fields.languageCode}
            onChange={(event) =>
              change('languageCode', (current) => ({ ...current, languageCode: event.target.value }))
            }
            className={`${fieldControlClass} text-sm`}
          >
            {/* A word kept without a language (an old import) can be given one. */}
            {!fields.languageCode && <option value="">{t.detail.languageNone}</option>}
            {languageCodes.map((code) => (
              <option key={code} value={code}>
                {languageName(code, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {fields.definitions.map((entry, index) => (
        <WordEditDefinition
          // The definitions are edited in place, never reordered: the index is the definition.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          index={index}
          count={fields.definitions.length}
          fields={entry}
          errors={errors}
          idOf={idOf}
          lang={lang}
          locale={locale}
          t={t}
          onChange={(field, update) =>
            change(field, (current) => ({
              ...current,
              definitions: current.definitions.map((other, at) =>
                at === index ? { ...other, ...update } : other,
              ),
            }))
          }
        />
      ))}
      {fields.translations.map(([code, list]) => {
        const language = languageName(code, locale);
        const hintId = idOf(`translations-${code}-hint`);
        const setList =
          (update: (list: string[]) => string[]) =>
          (current: EditFields): EditFields => ({
            ...current,
            translations: current.translations.map(([other, held]) =>
              other === code ? [other, update(held)] : [other, held],
            ),
          });
        const remove = (index: number) => {
          // The entries after it move up a place: their errors no longer name the right field.
          setErrors((current) =>
            Object.fromEntries(
              Object.entries(current).filter(([field]) => !field.startsWith(`translation-${code}-`)),
            ),
          );
          setFields(setList((held) => held.filter((_, at) => at !== index)));
          const left = list.length - 1;
          setFocusNext(left > 0 ? `translation-${code}-${Math.min(index, left - 1)}` : `add-${code}`);
        };
        return (
          <fieldset key={code} className="space-y-2" aria-describedby={hintId}>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {format(t.detail.translationsIn, { language })}
            </legend>
            <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
              {t.detail.translationsHint}
            </p>
            {list.map((text, index) => {
              const field = `translation-${code}-${index}`;
              return (
                // The entries are edited in place; a removed one takes its place's key with it.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={index} className="flex items-end gap-2">
                  <Field
                    id={idOf(field)}
                    label={format(t.detail.translationNumbered, { count: index + 1 })}
                    error={errors[field]}
                    className="min-w-0 flex-1"
                  >
                    {(control) => (
                      <input
                        {...control}
                        lang={code}
                        value={text}
                        onChange={(event) =>
                          change(
                            field,
                            setList((held) =>
                              held.map((other, at) => (at === index ? event.target.value : other)),
                            ),
                          )
                        }
                        className={`${fieldControlClass} text-sm`}
                      />
                    )}
                  </Field>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={format(t.detail.removeTranslation, { count: index + 1, language })}
                    className={buttonClass('secondary')}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </div>
              );
            })}
            <button
              id={idOf(`add-${code}`)}
              type="button"
              onClick={() => {
                setFields(setList((held) => [...held, '']));
                setFocusNext(`translation-${code}-${list.length}`);
              }}
              className={buttonClass('secondary')}
            >
              <Plus className="size-4" aria-hidden="true" />
              {format(t.detail.addTranslation, { language })}
            </button>
          </fieldset>
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
