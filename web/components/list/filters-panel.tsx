import { Button } from '~/web/components/ui/button';
import { type FilterField, FilterFields } from './filter-fields';

/** Filters that open under the toolbar (the users list's Filters button), with Clear filters. */
export function FiltersPanel<K extends string>({
  id,
  fields,
  values,
  onChange,
  onClear,
  activeCount,
}: {
  id: string;
  fields: readonly FilterField<K>[];
  values: Partial<Record<K, unknown>>;
  onChange: (key: K, value: string | boolean) => void;
  onClear: () => void;
  activeCount: number;
}) {
  return (
    <section
      id={id}
      aria-label="Filters"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FilterFields fields={fields} values={values} onChange={onChange} />
      </div>
      <div className="mt-3 flex justify-end">
        <Button size="sm" variant="ghost" onClick={onClear} disabled={activeCount === 0}>
          Clear filters
        </Button>
      </div>
    </section>
  );
}
