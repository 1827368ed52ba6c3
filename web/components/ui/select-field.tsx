import { type SelectHTMLAttributes, useId } from 'react';

type Option = { value: string; label: string };

/** A labelled native select: keyboard and screen readers get the platform's own behaviour. */
export function SelectField({
  label,
  options,
  className = '',
  hideLabel = false,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: Option[]; hideLabel?: boolean }) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800 dark:text-slate-200'}
      >
        {label}
      </label>
      <select
        id={id}
        className={`${hideLabel ? '' : 'mt-1'} block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
