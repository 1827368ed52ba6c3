import { Download, Filter } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
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
  const [bulkAction, setBulkAction] = useState<BulkAction | ''>('');
  const apply = () => {
    // Spec section 5: a bulk action with nothing selected does nothing.
    if (!bulkAction || selectedCount === 0) return;
    onBulkAction(bulkAction);
    setBulkAction('');
  };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchInput
        label="Search users"
        value={search}
        onChange={onSearchChange}
        placeholder="Search by email, name or user ID..."
      />
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
