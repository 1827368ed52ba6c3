import { Check, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import {
  checkDefinition,
  type DefinitionDraft,
  isSaveKey,
  partsOfSpeech,
} from '~/web/features/admin-words/lib/definition-rules';
import { errorClass, inputClass } from './string-list-editor';

/**
 * Adding or editing one definition: part of speech (one of the ten, or typed freely) and its text.
 * Enter saves from either field, Shift+Enter starts a new line in the text, Escape cancels. Opening
 * the form (Add, or Edit by keyboard or pointer) moves focus into its first field, caret at the end.
 */
export function DefinitionForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: DefinitionDraft;
  submitLabel: string;
  onSubmit: (value: DefinitionDraft) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const partOfSpeechRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = partOfSpeechRef.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<{ partOfSpeech?: string; definition?: string }>({});

  const submit = () => {
    const result = checkDefinition(value);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (isSaveKey(event)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-brand-300 p-3 dark:border-brand-700">
      <div>
        <label htmlFor={`${id}-pos`} className="block text-sm font-medium">
          Part of speech
        </label>
        <input
          id={`${id}-pos`}
          ref={partOfSpeechRef}
          list={`${id}-pos-list`}
          className={`${inputClass} mt-1 max-w-xs`}
          value={value.partOfSpeech}
          placeholder="noun, verb, adjective..."
          aria-invalid={errors.partOfSpeech ? true : undefined}
          aria-describedby={errors.partOfSpeech ? `${id}-pos-error` : undefined}
          onChange={(event) => {
            setValue({ ...value, partOfSpeech: event.target.value });
            setErrors({ ...errors, partOfSpeech: undefined });
          }}
          onKeyDown={onKeyDown}
        />
        <datalist id={`${id}-pos-list`}>
          {partsOfSpeech.map((part) => (
            <option key={part} value={part} />
          ))}
        </datalist>
        {errors.partOfSpeech && (
          <p id={`${id}-pos-error`} className={errorClass} role="alert">
            {errors.partOfSpeech}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium">
          Definition
        </label>
        <textarea
          id={`${id}-text`}
          rows={3}
          className={`${inputClass} mt-1`}
          value={value.definition}
          aria-invalid={errors.definition ? true : undefined}
          aria-describedby={`${id}-hint${errors.definition ? ` ${id}-text-error` : ''}`}
          onChange={(event) => {
            setValue({ ...value, definition: event.target.value });
            setErrors({ ...errors, definition: undefined });
          }}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          Enter saves, Shift+Enter starts a new line, Escape cancels.
        </p>
        {errors.definition && (
          <p id={`${id}-text-error`} className={errorClass} role="alert">
            {errors.definition}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="primary" onClick={submit}>
          <Check className="size-4" aria-hidden="true" />
          {submitLabel}
        </Button>
        <Button size="sm" onClick={onCancel} aria-label="Cancel editing definition">
          <X className="size-4" aria-hidden="true" />
          Cancel
        </Button>
      </div>
    </div>
  );
}
