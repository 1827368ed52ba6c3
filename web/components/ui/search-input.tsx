import Search from 'lucide-react/icons/search';
import { useId } from 'react';

/** A search box with its icon; the label is for screen readers, the placeholder shows what to type. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  className = 'relative flex-1',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
    </div>
  );
}
