import { type ReactNode, useId } from 'react';

/** What the control inside a Field carries: the label's target, its validity and its description. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The look of a text input, select or textarea in a Field: red-bordered while aria-invalid. */
export const fieldControlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-60 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400';

/**
 * Every labelled field of the site: the label above its control, a line of explanation and the error
 * below it, tied to the control (label for, aria-describedby for the hint and the error, aria-invalid
 * while there is an error). The control is the caller's: `children` renders it with `FieldControl`.
 */
export function Field({
  label,
  labelHidden = false,
  labelAside,
  optional,
  hint,
  error,
  errorSlot = false,
  announceError = false,
  id,
  className,
  children,
}: {
  label: ReactNode;
  /** For screen readers only, where what the field is for shows otherwise (a row being edited). */
  labelHidden?: boolean;
  /** Shown on the label's line, at its end (a slider's value). */
  labelAside?: ReactNode;
  /** Said after the label, e.g. "(optional)". */
  optional?: string;
  hint?: string;
  error?: string | null;
  /** Render the error's element even without an error (hidden), for a static page's script to fill. */
  errorSlot?: boolean;
  /** The error is an alert: for forms that check a field without a summary above them. */
  announceError?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const labelElement = (
    <label
      htmlFor={controlId}
      className={
        labelHidden ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200'
      }
    >
      {label}
      {optional && <span className="ms-1 font-normal text-slate-600 dark:text-slate-400">{optional}</span>}
    </label>
  );
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-4">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {(error || errorSlot) && (
        <p
          id={errorId}
          hidden={!error}
          role={announceError ? 'alert' : undefined}
          className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </div>
  );
}
