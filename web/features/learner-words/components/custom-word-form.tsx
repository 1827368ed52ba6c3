import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { partsOfSpeech } from '~/core/dictionary/word-values';
import { languageCodes } from '~/core/languages';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { PlanLimitNotice } from '~/web/components/learner/plan-limit-notice';
import { buttonClass } from '~/web/components/ui/button';
import { ApiRequestError, errorMessage } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/messages';
import { useAddWord } from '../api/add-word';
import type { WordsMessages } from '../i18n/en';
import { addFailureKind } from '../lib/add-failure';
import {
  type CustomWordField,
  type CustomWordFields,
  customWordBody,
  type FieldErrors,
  inLanguage,
  serverFieldError,
  validateCustomWord,
} from '../lib/custom-word';
import { languageName } from '../lib/language-name';

const inputClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';

function Field({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {optional && <span className="ms-1 font-normal text-slate-600 dark:text-slate-400">{optional}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The learner's own word: the word and its language, then a definition (with part of speech and an
 * example), a translation, or both, and tags. The API's validation messages (the same core schema,
 * checked here first) appear under the field they are about; the first field at fault takes focus.
 */
export function CustomWordForm({
  t,
  locale,
  targetLanguage,
  nativeLanguage,
  onAdded,
}: {
  t: WordsMessages;
  locale: string;
  targetLanguage: string | null | undefined;
  nativeLanguage: string | null | undefined;
  onAdded?: (word: string) => void;
}) {
  const initial = (): CustomWordFields => ({
    value: '',
    languageCode: targetLanguage ?? 'en',
    partOfSpeech: '',
    definition: '',
    example: '',
    translation: '',
    translationLanguage: nativeLanguage ?? 'en',
    tags: '',
  });
  const [fields, setFields] = useState<CustomWordFields>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddWord();
  const base = useId();
  const id = (field: CustomWordField) => `${base}-${field}`;
  const failure = add.error;
  const limit = addFailureKind(failure) === 'limit';
  const languages = languageCodes.map((code) => ({ value: code, label: languageName(code, locale) }));

  const set = (field: CustomWordField) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const focusFirst = (found: FieldErrors) => {
    const order: CustomWordField[] = [
      'value',
      'languageCode',
      'partOfSpeech',
      'definition',
      'example',
      'translation',
      'tags',
    ];
    const first = order.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setAdded(null);
    add.reset();
    const body = customWordBody(fields);
    const invalid = validateCustomWord(body);
    if (invalid) {
      const found = inLanguage(invalid, t);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    add.mutate(body, {
      onSuccess: (word) => {
        setAdded(word.word.value);
        setFields(initial());
        onAdded?.(word.word.value);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400) {
          const fromServer = inLanguage(serverFieldError(error.message), t);
          setErrors(fromServer);
          focusFirst(fromServer);
        }
      },
    });
  };

  const describe = (field: CustomWordField, hint = false) =>
    [hint ? `${id(field)}-hint` : '', errors[field] ? `${id(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: CustomWordField) => (errors[field] ? true : undefined);
  const border = 'border-slate-300 dark:border-slate-600';
  // What every control of the form carries: its id, value, change, validity and description.
  const control = (field: CustomWordField, hint = false) => ({
    id: id(field),
    value: fields[field],
    onChange: set(field),
    'aria-invalid': invalid(field),
    'aria-describedby': describe(field, hint),
    className: `${inputClass} ${border}`,
  });
  const serverRefused = failure && !limit && !(failure instanceof ApiRequestError && failure.status === 400);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={`${base}-intro`}>
      <p id={`${base}-intro`} className="text-sm text-slate-700 dark:text-slate-300">
        {t.custom.intro}
      </p>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {errors.form ?? t.custom.fixErrors}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('value')} label={t.custom.word} error={errors.value}>
          <input {...control('value')} lang={fields.languageCode} autoComplete="off" />
        </Field>
        <Field id={id('languageCode')} label={t.custom.language} error={errors.languageCode}>
          <select {...control('languageCode')}>
            {languages.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id('partOfSpeech')}
          label={t.custom.partOfSpeech}
          error={errors.partOfSpeech}
          optional={t.custom.optional}
        >
          <select {...control('partOfSpeech')}>
            <option value="">{t.custom.partOfSpeechNone}</option>
            {partsOfSpeech.map((part) => (
              <option key={part} value={part} lang="en">
                {part}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id('definition')}
          label={t.custom.definition}
          error={errors.definition}
          optional={t.custom.optional}
        >
          <textarea {...control('definition')} rows={2} />
        </Field>
        <Field
          id={id('example')}
          label={t.custom.example}
          error={errors.example}
          optional={t.custom.optional}
        >
          <input {...control('example')} lang={fields.languageCode} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <Field
            id={id('translation')}
            label={t.custom.translation}
            error={errors.translation}
            optional={t.custom.optional}
          >
            <input {...control('translation')} lang={fields.translationLanguage} />
          </Field>
          <Field id={id('translationLanguage')} label={t.custom.translationLanguage}>
            <select {...control('translationLanguage')}>
              {languages.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field
          id={id('tags')}
          label={t.custom.tags}
          hint={t.custom.tagsHint}
          error={errors.tags}
          optional={t.custom.optional}
        >
          <input {...control('tags', true)} />
        </Field>
      </div>
      {limit ? (
        <PlanLimitNotice
          title={t.limit.title}
          message={errorMessage(failure)}
          upgradeLabel={t.limit.upgrade}
        />
      ) : serverRefused ? (
        <FailureNotice title={t.custom.failed} message={errorMessage(failure)} />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={add.isPending} className={buttonClass('primary')}>
          {add.isPending ? t.custom.submitting : t.custom.submit}
        </button>
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {added ? format(t.custom.added, { word: added }) : ''}
        </p>
      </div>
    </form>
  );
}
