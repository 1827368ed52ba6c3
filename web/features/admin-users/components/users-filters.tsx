import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { activeFilterCount, type filterKeys, type UsersFilters } from '../lib/users-list-state';

type FilterKey = (typeof filterKeys)[number];

const fields: { key: FilterKey; label: string; options: { value: string; label: string }[] }[] = [
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'Any status' },
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
  {
    key: 'verified',
    label: 'Email',
    options: [
      { value: '', label: 'Verified or not' },
      { value: 'yes', label: 'Verified' },
      { value: 'no', label: 'Unverified' },
    ],
  },
  {
    key: 'admin',
    label: 'Role',
    options: [
      { value: '', label: 'Any role' },
      { value: 'yes', label: 'Admin' },
      { value: 'no', label: 'Not admin' },
    ],
  },
  {
    key: 'premium',
    label: 'Plan',
    options: [
      { value: '', label: 'Any plan' },
      { value: 'yes', label: 'Premium' },
      { value: 'no', label: 'Not premium' },
    ],
  },
  {
    key: 'provider',
    label: 'Sign-in provider',
    options: [
      { value: '', label: 'Any provider' },
      { value: 'credential', label: 'Email and password' },
      { value: 'google', label: 'Google' },
      { value: 'apple', label: 'Apple' },
    ],
  },
];

// The Filters panel (ARCHITECTURE.md deviation 6: real filters, applied by the server).
export function UsersFiltersPanel({
  id,
  filters,
  onChange,
  onClear,
}: {
  id: string;
  filters: UsersFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  return (
    <section
      id={id}
      aria-label="Filters"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {fields.map((field) => (
          <SelectField
            key={field.key}
            label={field.label}
            options={field.options}
            value={filters[field.key] ?? ''}
            onChange={(event) => onChange(field.key, event.target.value)}
          />
        ))}
      </div>
      <div className="mt-3 flex justify-end">
        <Button size="sm" variant="ghost" onClick={onClear} disabled={activeFilterCount(filters) === 0}>
          Clear filters
        </Button>
      </div>
    </section>
  );
}
