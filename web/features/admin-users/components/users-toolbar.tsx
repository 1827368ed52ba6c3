import { Download, Filter, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';

export type BulkAction = 'enable' | 'disable' | 'export';

const bulkOptions = [
  { value: '', label: 'Bulk actions' },
  { value: 'enable', label: 'Enable selected' },
  { value: 'disable', label: 'Disable selected' },
  { value: 'export', label: 'Export selected' },
];

export function UsersToolbar({
  search,
  onSearchChange,
  filtersOpen,
  filtersId,
  filterCount,
  onToggleFilters,
  selectedCount,
  onBulkAction,
  onExportAll,
  exporting,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  filtersOpen: boolean;
  filtersId: string;
  filterCount: number;
  onToggleFilters: () => void;
  selectedCount: number;
  onBulkAction: (action: BulkAction) => void;
  onExportAll: () => void;
  exporting: boolean;
}) {
  const searchId = useId();
  const [bulkAction, setBulkAction] = useState<BulkAction | ''>('');
  const apply = () => {
    // Spec section 5: a bulk action with nothing selected does nothing.
    if (!bulkAction || selectedCount === 0) return;
    onBulkAction(bulkAction);
    setBulkAction('');
  };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search users
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search by email, name or user ID..."
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900"
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={onToggleFilters} aria-expanded={filtersOpen} aria-controls={filtersId}>
          <Filter className="size-4" aria-hidden="true" />
          Filters
          {filterCount > 0 && (
            <Badge tone="brand">
              {filterCount}
              <span className="sr-only"> active</span>
            </Badge>
          )}
        </Button>
        <div className="flex items-end gap-2">
          <SelectField
            label="Bulk action"
            hideLabel
            options={bulkOptions}
            value={bulkAction}
            onChange={(event) => setBulkAction(event.target.value as BulkAction | '')}
          />
          <Button onClick={apply} disabled={!bulkAction || selectedCount === 0}>
            Apply{selectedCount > 0 ? ` (${selectedCount})` : ''}
          </Button>
        </div>
        <Button variant="primary" onClick={onExportAll} disabled={exporting} aria-busy={exporting}>
          <Download className="size-4" aria-hidden="true" />
          Export All
        </Button>
      </div>
    </div>
  );
}
