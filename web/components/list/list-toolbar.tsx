import type { ReactNode } from 'react';
import { SearchInput } from '~/web/components/ui/search-input';

/** The search box, then the list's filters and actions, wrapping on narrow screens. */
export function ListToolbar({
  search,
  children,
}: {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchInput
        label={search.label}
        value={search.value}
        onChange={search.onChange}
        placeholder={search.placeholder}
        className="relative min-w-0 flex-1"
      />
      {children && <div className="flex flex-wrap items-end gap-2">{children}</div>}
    </div>
  );
}
