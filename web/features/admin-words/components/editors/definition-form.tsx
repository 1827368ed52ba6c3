import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { Button } from '~/web/components/ui/button';
import { definitionLabel } from '~/web/features/admin-words/lib/definition-identity';
import {
  checkDefinition,
  type DefinitionDraft,
  isSaveKey,
  partsOfSpeech,
  sameDefinitionText,
} from '~/web/features/admin-words/lib/definition-rules';

/**
 * Adding or editing one definition: part of speech (one of the ten, or typed freely) and its text.
 * Enter saves from either field, Shift+Enter starts a new line in the text, Escape cancels. Opening
 * the form (Add, or Edit by keyboard or pointer) moves focus into its first field, caret at the end.
 * Editing a definition the word has, `current` is that definition as the word has it now: when it
 * changes under the form (a reload brought another editor's text), the form takes the new text if
 * nothing was typed, and otherwise says so and lets the editor keep their text or take the new one.
 */
export function DefinitionForm({
  initial,
  current,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: DefinitionDraft;
  current?: DefinitionDraft;
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
  // The text the editor's changes are over: the one opened, or the newer one they chose to keep theirs over.
  const [base, setBase] = useState(initial);
  const changed = current && !sameDefinitionText(current, base) ? current : null;
  const takeChanged = (changedText: DefinitionDraft) => {
    const text = { partOfSpeech: changedText.partOfSpeech, definition: changedText.definition };
    setBase(text);
    setValue(text);
  };
  if (changed && sameDefinitionText(value, base)) takeChanged(changed);
  const conflict = changed && !sameDefinitionText(value, base) ? changed : null;
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
      {conflict && (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="wrap-break-word">
            This definition was changed while you were editing it. It now reads “{definitionLabel(conflict)}”.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setBase(conflict)}>
              Keep my text
            </Button>
            <Button size="sm" onClick={() => takeChanged(conflict)}>
              Use the new text
            </Button>
          </div>
        </div>
      )}
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
