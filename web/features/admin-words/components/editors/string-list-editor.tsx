import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, useState } from 'react';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { Button } from '~/web/components/ui/button';
import {
  checkEntry,
  checkUniqueEntry,
  type EntryCheck,
  removeAt,
  replaceAt,
  tooLongMessage,
} from '~/web/features/admin-words/lib/list-rules';
import { useFocusAfter } from './use-focus-after';

const inputClass = `${fieldControlClass} text-sm`;

/**
 * A list of short texts edited in place (examples, synonyms, variants, one language's translations).
 * Values are trimmed and never empty; with `duplicateMessage` no value may appear twice, and Add is
 * disabled while the value typed is already there. A value longer than `maxLength` (the server's
 * limit) is refused here, naming the row as shown (1-based), rather than by the server's refusal of
 * the whole save. Enter saves, Escape cancels.
 */
export function StringListEditor({
  items,
  onChange,
  noun,
  listLabel,
  emptyText,
  duplicateMessage,
  maxLength,
  disabled = false,
  onRemoveLast,
}: {
  items: string[];
  onChange: (next: string[]) => void;
  noun: string;
  listLabel: string;
  emptyText: string;
  duplicateMessage?: string;
  /** The server's limit for one value (core/dictionary/word-edits.ts). */
  maxLength: number;
  disabled?: boolean;
  /** Removing the last item does this instead (a language without translations disappears). */
  onRemoveLast?: () => void;
}) {
  const [newValue, setNewValue] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ index: number; value: string; error: string | null } | null>(null);
  const { rowRef, addRef, focus, afterRemove } = useFocusAfter();

  const check = (value: string, exceptIndex?: number): EntryCheck =>
    duplicateMessage ? checkUniqueEntry(items, value, exceptIndex, maxLength) : checkEntry(value, maxLength);
  /** `index`: the row being edited; without it, the new value. */
  const describe = (result: EntryCheck, index?: number) => {
    if (result.ok) return null;
    if (result.reason === 'duplicate') return duplicateMessage ?? null;
    if (result.reason === 'tooLong') {
      const field =
        index === undefined ? `The new ${noun}` : `${noun[0]?.toUpperCase()}${noun.slice(1)} ${index + 1}`;
      return tooLongMessage(field, maxLength);
    }
    return `The ${noun} cannot be empty`;
  };

  const newCheck = check(newValue);
  const newIsDuplicate = !newCheck.ok && newCheck.reason === 'duplicate';
  const shownNewError = newIsDuplicate ? duplicateMessage : newError;

  const add = () => {
    if (!newCheck.ok) {
      setNewError(describe(newCheck));
      return;
    }
    onChange([...items, newCheck.value]);
    setNewValue('');
    setNewError(null);
    focus({ kind: 'add' });
  };

  const saveEdit = () => {
    if (!editing) return;
    const result = check(editing.value, editing.index);
    if (!result.ok) {
      setEditing({ ...editing, error: describe(result, editing.index) });
      return;
    }
    onChange(replaceAt(items, editing.index, result.value));
    focus({ kind: 'row', index: editing.index });
    setEditing(null);
  };

  const cancelEdit = () => {
    if (editing) focus({ kind: 'row', index: editing.index });
    setEditing(null);
  };

  const remove = (index: number) => {
    if (items.length === 1 && onRemoveLast) {
      onRemoveLast();
      return;
    }
    const next = removeAt(items, index);
    onChange(next);
    afterRemove(index, next.length);
  };

  const onEditKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      saveEdit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelEdit();
    }
  };

  const onAddKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setNewValue('');
      setNewError(null);
    }
  };

  return (
    <div className="space-y-3">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 italic dark:text-slate-300">{emptyText}</p>
      ) : (
        <ul className="space-y-2" aria-label={listLabel}>
          {items.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list being edited
              key={index}
              className={
                editing?.index === index
                  ? 'rounded-lg border border-brand-300 p-2 dark:border-brand-700'
                  : 'flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800'
              }
            >
              {editing?.index === index ? (
                <div className="flex flex-wrap items-start gap-2">
                  <Field
                    label={`Edit ${noun}`}
                    labelHidden
                    error={editing.error}
                    announceError
                    className="min-w-0 flex-1"
                  >
                    {(control) => (
                      <input
                        {...control}
                        // biome-ignore lint/a11y/noAutofocus: the field the Edit button opened
                        autoFocus
                        className={inputClass}
                        value={editing.value}
                        onChange={(event) =>
                          setEditing({ ...editing, value: event.target.value, error: null })
                        }
                        onKeyDown={onEditKey}
                      />
                    )}
                  </Field>
                  <Button size="sm" variant="primary" onClick={saveEdit} aria-label={`Save ${noun}`}>
                    <Check className="size-4" aria-hidden="true" />
                    Save
                  </Button>
                  <Button size="sm" onClick={cancelEdit} aria-label={`Cancel editing ${noun}`}>
                    <X className="size-4" aria-hidden="true" />
                    Cancel
                  </Button>
                </div>
              ) : (
                <>
                  <span className="min-w-0 wrap-anywhere">{item}</span>
                  <span className="flex shrink-0 gap-1">
                    <Button
                      ref={rowRef(index)}
                      size="sm"
                      variant="ghost"
                      // While a row is open for editing the others keep their places (its edit saves
                      // to its position: a delete above it put the edit on the next row).
                      disabled={disabled || editing !== null}
                      onClick={() => setEditing({ index, value: item, error: null })}
                      aria-label={`Edit ${noun}: ${item}`}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 dark:text-red-300"
                      disabled={disabled || editing !== null}
                      onClick={() => remove(index)}
                      aria-label={`Delete ${noun}: ${item}`}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <Field
          label={`New ${noun}`}
          labelHidden
          error={shownNewError}
          announceError
          className="min-w-0 flex-1"
        >
          {(control) => (
            <input
              {...control}
              ref={addRef}
              className={inputClass}
              value={newValue}
              placeholder={`Add ${noun}...`}
              disabled={disabled}
              onChange={(event) => {
                setNewValue(event.target.value);
                setNewError(null);
              }}
              onKeyDown={onAddKey}
            />
          )}
        </Field>
        <Button onClick={add} disabled={disabled || newIsDuplicate} aria-label={`Add ${noun}`}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
    </div>
  );
}
