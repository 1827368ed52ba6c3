import { Checkbox } from '~/web/components/ui/checkbox';

/** Checked when every row is selected, mixed when some are. */
export function SelectAllCheckbox({
  ids,
  selected,
  onToggleAll,
  label,
  id,
}: {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onToggleAll: () => void;
  label: string;
  id?: string;
}) {
  const all = ids.length > 0 && ids.every((rowId) => selected.has(rowId));
  const some = ids.some((rowId) => selected.has(rowId));
  return (
    <Checkbox
      id={id}
      aria-label={label}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = some && !all;
      }}
      onChange={onToggleAll}
    />
  );
}
