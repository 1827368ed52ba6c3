import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { Button } from '~/web/components/ui/button';
import {
  checkDefinition,
  type DefinitionDraft,
  isSaveKey,
  partsOfSpeech,
} from '~/web/features/admin-words/lib/definition-rules';

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
      <Field label="Part of speech" error={errors.partOfSpeech} announceError>
        {(control) => (
          <>
            <input
              {...control}
              ref={partOfSpeechRef}
              list={`${id}-pos-list`}
              className={`${fieldControlClass} max-w-xs text-sm`}
              value={value.partOfSpeech}
              placeholder="noun, verb, adjective..."
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
          </>
        )}
      </Field>
      <Field
        label="Definition"
        hint="Enter saves, Shift+Enter starts a new line, Escape cancels."
        error={errors.definition}
        announceError
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={`${fieldControlClass} text-sm`}
            value={value.definition}
            onChange={(event) => {
              setValue({ ...value, definition: event.target.value });
              setErrors({ ...errors, definition: undefined });
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
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
