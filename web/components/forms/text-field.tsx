import { forwardRef, type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** Render the error's element even without an error (hidden), for a page's own script to fill. */
  errorSlot?: boolean;
};

// A labelled input whose error is announced and tied to it (aria-invalid + aria-describedby).
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, errorSlot = false, id, className = '', ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-500 dark:bg-slate-900 dark:text-slate-100 ${
          error ? 'border-red-600' : 'border-slate-300 dark:border-slate-600'
        }`}
        {...props}
      />
      {(error || errorSlot) && (
        <p id={errorId} hidden={!error} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
