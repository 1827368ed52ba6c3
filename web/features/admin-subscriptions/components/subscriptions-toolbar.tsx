import { Search } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
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
  const searchId = useId();
  const sandboxId = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search subscriptions
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search by name, email, ID..."
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
        />
      </div>
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
