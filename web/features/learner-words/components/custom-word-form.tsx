import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { partsOfSpeech } from '~/core/dictionary/word-values';
import { languageCodes } from '~/core/languages';
import { Field, type FieldControl, fieldControlClass } from '~/web/components/forms/field';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { MyPlanLimitNotice } from '~/web/components/learner/my-plan-limit-notice';
import { buttonClass } from '~/web/components/ui/button';
import { ApiRequestError } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/format';
import { partOfSpeechName } from '~/web/lib/i18n/parts-of-speech';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
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
  draft,
}: {
  t: WordsMessages;
  locale: string;
  targetLanguage: string | null | undefined;
  nativeLanguage: string | null | undefined;
  onAdded?: (word: string) => void;
  /**
   * A word the dictionary lacked, carried over from the search (a new object each time): it fills the
   * word and its language, and whatever else was written stays.
   */
  draft?: { value: string; languageCode: string };
}) {
  const blank = (): CustomWordFields => ({
    value: '',
    languageCode: targetLanguage ?? 'en',
    partOfSpeech: '',
    definition: '',
    example: '',
    translation: '',
    translationLanguage: nativeLanguage ?? 'en',
    tags: '',
  });
  const initial = blank;
  const [fields, setFields] = useState<CustomWordFields>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddWord();
  const base = useId();
  const id = (field: CustomWordField) => `${base}-${field}`;
  // A word carried over from the search takes the word field while it is empty or still holds the
  // last word carried (a word the learner typed is theirs and stays); the rest of a half-written word
  // stays too. The next thing to write is then its meaning; a word kept takes the focus instead.
  const wordId = id('value');
  const definitionId = id('definition');
  const written = useRef(fields);
  written.current = fields;
  const carriedWord = useRef('');
  useEffect(() => {
    if (!draft) return;
    const typed = written.current.value.trim();
    if (typed && typed !== carriedWord.current && typed !== draft.value) {
      document.getElementById(wordId)?.focus();
      return;
    }
    carriedWord.current = draft.value;
    setFields((current) => ({ ...current, value: draft.value, languageCode: draft.languageCode }));
    setErrors(({ value: _, ...rest }) => rest);
    document.getElementById(definitionId)?.focus();
  }, [draft, wordId, definitionId]);
  const failure = add.error;
  const limit = addFailureKind(failure) === 'limit';
  // A duplicate names the word sent (the server names it only in its English text).
  const refusal = failure ? refusalMessage(failure, t.refusals, { word: add.variables?.value ?? '' }) : '';
  const languageOptions = languageCodes.map((code) => (
    <option key={code} value={code}>
      {languageName(code, locale)}
    </option>
  ));

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
    const invalid = validateCustomWord(body, t);
    if (invalid) {
      setErrors(invalid);
      focusFirst(invalid);
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

  // One field of the form in the site's frame, its control wired to the form's state.
  const field = (
    name: CustomWordField,
    label: string,
    control: (
      props: FieldControl & { value: string; onChange: ReturnType<typeof set>; className: string },
    ) => ReactNode,
    { hint, optional = true }: { hint?: string; optional?: boolean } = {},
  ) => (
    <Field
      id={id(name)}
      label={label}
      hint={hint}
      error={errors[name]}
      optional={optional ? t.custom.optional : undefined}
    >
      {(wiring) =>
        control({
          ...wiring,
          value: fields[name],
          onChange: set(name),
          className: `${fieldControlClass} text-sm`,
        })
      }
    </Field>
  );
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
        {field(
          'value',
          t.custom.word,
          (props) => (
            <input {...props} lang={fields.languageCode} autoComplete="off" />
          ),
          {
            optional: false,
          },
        )}
        {field(
          'languageCode',
          t.custom.language,
          (props) => (
            <select {...props}>{languageOptions}</select>
          ),
          {
            optional: false,
          },
        )}
        {field('partOfSpeech', t.custom.partOfSpeech, (props) => (
          <select {...props}>
            <option value="">{t.custom.partOfSpeechNone}</option>
            {partsOfSpeech.map((part) => (
              <option key={part} value={part} lang={partOfSpeechName(part, locale).lang}>
                {partOfSpeechName(part, locale).text}
              </option>
            ))}
          </select>
        ))}
        {field('definition', t.custom.definition, (props) => (
          <textarea {...props} rows={2} />
        ))}
        {field('example', t.custom.example, (props) => (
          <input {...props} lang={fields.languageCode} />
        ))}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          {field('translation', t.custom.translation, (props) => (
            <input {...props} lang={fields.translationLanguage} />
          ))}
          {field(
            'translationLanguage',
            t.custom.translationLanguage,
            (props) => (
              <select {...props}>{languageOptions}</select>
            ),
            { optional: false },
          )}
        </div>
        {field(
          'tags',
          t.custom.tags,
          (props) => (
            <input {...props} />
          ),
          { hint: t.custom.tagsHint },
        )}
      </div>
      {limit ? (
        <MyPlanLimitNotice title={t.limit.title} message={refusal} upgradeLabel={t.limit.upgrade} />
      ) : serverRefused ? (
        <FailureNotice title={t.custom.failed} message={refusal} />
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
