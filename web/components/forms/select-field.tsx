import type { SelectHTMLAttributes } from 'react';
import { Field, fieldControlClass } from './field';

type Option = { value: string; label: string };

/**
 * A native select in the site's field frame (Field): keyboard and screen readers get the platform's
 * own behaviour. `placeholder` is a first, empty choice; `compact` is the small type of lists' filters.
 */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  hideLabel = false,
  compact = false,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string;
  error?: string | null;
  options: Option[];
  placeholder?: string;
  hideLabel?: boolean;
  compact?: boolean;
}) {
  return (
    <Field label={label} labelHidden={hideLabel} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          className={compact ? `${fieldControlClass} text-sm` : fieldControlClass}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
