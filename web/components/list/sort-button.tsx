import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { readSort } from './url-schema';

export type SortProps = {
  /** The URL's sort value: `column` or `-column`. */
  value: string | undefined;
  onToggle: (column: string) => void;
  ariaSort: (column: string) => 'ascending' | 'descending' | 'none';
};

export function sortProps(value: string | undefined, onToggle: (column: string) => void): SortProps {
  const sort = readSort(value);
  return {
    value,
    onToggle,
    ariaSort: (column) =>
      sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none',
  };
}

/** A column header that sorts: ascending, descending, then unsorted (the th carries aria-sort). */
export function SortButton({ sort, column, label }: { sort: SortProps; column: string; label: string }) {
  const state = sort.ariaSort(column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => sort.onToggle(column)}
      className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:text-white"
    >
      {label}
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
