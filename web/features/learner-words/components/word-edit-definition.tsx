import { partsOfSpeech } from '~/core/dictionary/word-values';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { format } from '~/web/lib/i18n/format';
import { partOfSpeechName } from '~/web/lib/i18n/parts-of-speech';
import type { WordsMessages } from '../i18n/en';

/** One definition as the edit form holds it: its text, part of speech and first example. */
export type DefinitionFields = { text: string; partOfSpeech: string; example: string };

/**
 * One definition of the learner's own word: its part of speech, its text and its example sentence
 * (the first; any more it has are kept as they are). Its fields' ids are `<idOf>(definition-<n>)`,
 * `pos-<n>` and `example-<n>`, the names the form's errors use.
 */
export function WordEditDefinition({
  index,
  count,
  fields,
  errors,
  onChange,
  idOf,
  lang,
  locale,
  t,
}: {
  index: number;
  count: number;
  fields: DefinitionFields;
  errors: Record<string, string>;
  onChange: (field: string, change: Partial<DefinitionFields>) => void;
  idOf: (field: string) => string;
  lang: string | undefined;
  locale: string;
  t: WordsMessages;
}) {
  const numbered = count > 1;
  // A part of speech an import brought that the list lacks stays choosable, so saving keeps it.
  const parts: readonly string[] =
    fields.partOfSpeech && !(partsOfSpeech as readonly string[]).includes(fields.partOfSpeech)
      ? [...partsOfSpeech, fields.partOfSpeech]
      : partsOfSpeech;
  const [pos, text, example] = [`pos-${index}`, `definition-${index}`, `example-${index}`];
  const group = (label: string) => (numbered ? `${label} (${index + 1})` : label);
  return (
    <div className="space-y-3">
      <Field
        id={idOf(text)}
        label={numbered ? format(t.detail.definitionNumbered, { count: index + 1 }) : t.custom.definition}
        optional={t.custom.optional}
        error={errors[text]}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            dir="auto"
            value={fields.text}
            onChange={(event) => onChange(text, { text: event.target.value })}
            className={`${fieldControlClass} text-sm`}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <Field
          id={idOf(pos)}
          label={group(t.custom.partOfSpeech)}
          optional={t.custom.optional}
          error={errors[pos]}
        >
          {(control) => (
            <select
              {...control}
              value={fields.partOfSpeech}
              onChange={(event) => onChange(pos, { partOfSpeech: event.target.value })}
              className={`${fieldControlClass} text-sm`}
            >
              <option value="">{t.custom.partOfSpeechNone}</option>
              {parts.map((part) => (
                <option key={part} value={part} lang={partOfSpeechName(part, locale).lang}>
                  {partOfSpeechName(part, locale).text}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={idOf(example)}
          label={group(t.custom.example)}
          optional={t.custom.optional}
          error={errors[example]}
        >
          {(control) => (
            <input
              {...control}
              lang={lang}
              dir="auto"
              value={fields.example}
              onChange={(event) => onChange(example, { example: event.target.value })}
              className={`${fieldControlClass} text-sm`}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
