import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { SearchInput } from '../../../components/ui/search-input';
import { SelectField } from '../../../components/ui/select-field';
import { planOptions, statusOptions } from '../lib/subscription-format';

const statusSelect = [{ value: '', label: 'All statuses' }, ...statusOptions];
const planSelect = [{ value: '', label: 'All plans' }, ...planOptions];

export function SubscriptionsToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  plan,
  onPlanChange,
  includeSandbox,
  onIncludeSandboxChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  status: string;
  onStatusChange: (value: string) => void;
  plan: string;
  onPlanChange: (value: string) => void;
  includeSandbox: boolean;
  onIncludeSandboxChange: (value: boolean) => void;
}) {
  const sandboxId = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchInput
        label="Search subscriptions"
        value={search}
        onChange={onSearchChange}
        placeholder="Search by name, email, ID..."
      />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          options={statusSelect}
          value={status}
          onChange={(event) => onStatusChange(event.target.value)}
          className="w-40"
        />
        <SelectField
          label="Plan"
          options={planSelect}
          value={plan}
          onChange={(event) => onPlanChange(event.target.value)}
          className="w-36"
        />
        <div className="flex items-center gap-2 pb-2">
          <Checkbox
            id={sandboxId}
            checked={includeSandbox}
            onChange={(event) => onIncludeSandboxChange(event.target.checked)}
          />
          <label htmlFor={sandboxId} className="text-sm font-medium">
            Include Sandbox
          </label>
        </div>
      </div>
    </div>
  );
}
