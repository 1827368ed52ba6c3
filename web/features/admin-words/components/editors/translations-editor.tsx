import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { type KeyboardEvent, useRef, useState } from 'react';
import { WORD_TEXT_MAX_LENGTH } from '~/core/dictionary/word-edits';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { Button } from '~/web/components/ui/button';
import {
  addLanguage,
  checkNewLanguage,
  languageLabel,
  languageName,
  removeLanguage,
  type Translations,
} from '~/web/features/admin-words/lib/translation-rules';
import { StringListEditor } from './string-list-editor';

/** Translations grouped by language: add a language with its first translation, edit each group. */
export function TranslationsEditor({
  translations,
  onChange,
  confirmDelete,
  disabled,
}: {
  translations: Translations;
  onChange: (next: Translations) => void;
  confirmDelete: (languageName: string, onConfirm: () => void) => void;
  disabled: boolean;
}) {
  const [code, setCode] = useState('');
  const [first, setFirst] = useState('');
  const [errors, setErrors] = useState<{ code?: string; translation?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const languages = Object.keys(translations);

  const add = () => {
    const result = checkNewLanguage(translations, code, first);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onChange(addLanguage(translations, result.code, result.translation));
    setCode('');
    setFirst('');
    setErrors({});
    codeRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCode('');
      setFirst('');
      setErrors({});
    }
  };

  return (
    <div className="space-y-4">
      {languages.length === 0 && (
        <p className="text-sm text-slate-600 italic dark:text-slate-300">No translations yet.</p>
      )}
      {languages.map((language) => (
        <div key={language} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h3 className="font-semibold">{languageLabel(language)}</h3>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 dark:text-red-300"
              disabled={disabled}
              onClick={() =>
                confirmDelete(languageName(language), () => {
                  onChange(removeLanguage(translations, language));
                  setTimeout(() => codeRef.current?.focus(), 0);
                })
              }
              aria-label={`Delete all ${languageName(language)} translations`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Language
            </Button>
          </div>
          <StringListEditor
            items={translations[language] ?? []}
            onChange={(next) => onChange({ ...translations, [language]: next })}
            onRemoveLast={() => {
              onChange(removeLanguage(translations, language));
              setTimeout(() => codeRef.current?.focus(), 0);
            }}
            noun={`${languageName(language)} translation`}
            listLabel={`${languageName(language)} translations`}
            emptyText="No translations"
            maxLength={WORD_TEXT_MAX_LENGTH}
            disabled={disabled}
          />
        </div>
      ))}
      <fieldset
        className="rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-600"
        disabled={disabled}
      >
        <legend className="px-1 text-sm font-semibold">Add Language</legend>
        <div className="flex flex-wrap items-start gap-2">
          <Field label="Language code" error={errors.code} announceError className="w-40">
            {(control) => (
              <input
                {...control}
                ref={codeRef}
                className={`${fieldControlClass} text-sm`}
                value={code}
                placeholder="e.g. ja"
                autoCapitalize="none"
                onChange={(event) => {
                  setCode(event.target.value);
                  setErrors({ ...errors, code: undefined });
                }}
                onKeyDown={onKeyDown}
              />
            )}
          </Field>
          <Field
            label="First translation"
            error={errors.translation}
            announceError
            className="min-w-40 flex-1"
          >
            {(control) => (
              <input
                {...control}
                className={`${fieldControlClass} text-sm`}
                value={first}
                onChange={(event) => {
                  setFirst(event.target.value);
                  setErrors({ ...errors, translation: undefined });
                }}
                onKeyDown={onKeyDown}
              />
            )}
          </Field>
          <Button className="mt-6" onClick={add}>
            <Plus className="size-4" aria-hidden="true" />
            Add Language
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
