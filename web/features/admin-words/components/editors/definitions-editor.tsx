import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import type { WordDefinition } from '~/core/dictionary/word-values';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { definitionLabel } from '~/web/features/admin-words/lib/definition-identity';
import { canMoveDown, canMoveUp, move, removeAt, replaceAt } from '~/web/features/admin-words/lib/list-rules';
import { DefinitionForm } from './definition-form';
import { LostWorkNotice } from './lost-work-notice';
import { useFocusAfter } from './use-focus-after';
import { useOpenDefinition } from './use-open-definition';

export const DELETE_DEFINITION_MESSAGE =
  'Are you sure you want to delete this definition? This will also delete all its examples.';

/** The definitions, in order: add, edit, delete (asks first) and move up or down. */
export function DefinitionsEditor({
  definitions,
  onChange,
  confirmDelete,
  disabled,
}: {
  definitions: WordDefinition[];
  onChange: (next: WordDefinition[]) => void;
  confirmDelete: (onConfirm: () => void) => void;
  disabled: boolean;
}) {
  const { open: editing, setOpen: setEditing, gone, dismissGone } = useOpenDefinition(definitions);
  const { rowRef, addRef, focus, afterRemove } = useFocusAfter();
  const count = definitions.length;

  const moveRow = (index: number, direction: 'up' | 'down') => {
    onChange(move(definitions, index, direction));
    // Focus stays on the moved definition's button; at an end, on the one that still works.
    const to = direction === 'up' ? index - 1 : index + 1;
    const part =
      direction === 'up' ? (canMoveUp(to) ? 'up' : 'down') : canMoveDown(to, count) ? 'down' : 'up';
    focus({ kind: 'row', index: to, part });
  };

  return (
    <div className="space-y-3">
      {gone && (
        <LostWorkNotice onDismiss={dismissGone}>
          <p>
            The definition “{definitionLabel(gone)}” was deleted while you were editing it, so your changes to
            it could not be kept.
          </p>
        </LostWorkNotice>
      )}
      {count === 0 ? (
        <p className="text-sm text-slate-600 italic dark:text-slate-300">No definitions yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Definitions">
          {definitions.map((definition, index) => (
            // Rows are positions (moving is the edit), but the open form keeps its own key: when a
            // reload moves its definition, the form goes with it, with what was typed.
            <li key={editing === index ? 'open' : index}>
              {editing === index ? (
                <DefinitionForm
                  initial={definition}
                  current={definition}
                  submitLabel="Save"
                  onSubmit={(value) => {
                    onChange(replaceAt(definitions, index, { ...definition, ...value }));
                    setEditing(null);
                    focus({ kind: 'row', index });
                  }}
                  onCancel={() => {
                    setEditing(null);
                    focus({ kind: 'row', index });
                  }}
                />
              ) : (
                <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  {/* The text keeps at least 12rem: on a phone the buttons wrap under it instead of
                      squeezing it to a word per line. */}
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-48 flex-1 basis-48">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="text-sm font-semibold text-slate-600 dark:text-slate-300">
                          {index + 1}.
                        </span>
                        <Badge tone="brand">{definition.partOfSpeech}</Badge>
                      </p>
                      <p className="mt-1 whitespace-pre-line wrap-break-word">{definition.definition}</p>
                      {definition.examples.length > 0 && (
                        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 italic dark:text-slate-300">
                          {definition.examples.map((example, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: read-only list
                            <li key={i}>{example}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <Button
                        ref={rowRef(index, 'up')}
                        size="sm"
                        variant="ghost"
                        disabled={disabled || editing !== null || !canMoveUp(index)}
                        onClick={() => moveRow(index, 'up')}
                        aria-label={`Move definition ${index + 1} up`}
                      >
                        <ArrowUp className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        ref={rowRef(index, 'down')}
                        size="sm"
                        variant="ghost"
                        disabled={disabled || editing !== null || !canMoveDown(index, count)}
                        onClick={() => moveRow(index, 'down')}
                        aria-label={`Move definition ${index + 1} down`}
                      >
                        <ArrowDown className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        ref={rowRef(index)}
                        size="sm"
                        variant="ghost"
                        disabled={disabled || editing !== null}
                        onClick={() => setEditing(index)}
                        aria-label={`Edit definition ${index + 1}`}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700 dark:text-red-300"
                        // While a row is open for editing the others keep their places: its form
                        // saves to its position, so a move or a delete would put the edit on another row.
                        disabled={disabled || editing !== null}
                        onClick={() =>
                          confirmDelete(() => {
                            const next = removeAt(definitions, index);
                            onChange(next);
                            if (editing !== null) setEditing(null);
                            afterRemove(index, next.length);
                          })
                        }
                        aria-label={`Delete definition ${index + 1}`}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing === 'new' ? (
        <DefinitionForm
          initial={{ partOfSpeech: '', definition: '' }}
          submitLabel="Add"
          onSubmit={(value) => {
            onChange([...definitions, { ...value, examples: [] }]);
            setEditing(null);
            focus({ kind: 'row', index: count });
          }}
          onCancel={() => {
            setEditing(null);
            focus({ kind: 'add' });
          }}
        />
      ) : (
        <Button ref={addRef} onClick={() => setEditing('new')} disabled={disabled || editing !== null}>
          <Plus className="size-4" aria-hidden="true" />
          Add Definition
        </Button>
      )}
    </div>
  );
}
