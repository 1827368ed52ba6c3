import type { ReactNode } from 'react';

/**
 * A form's submit button. While pending it refuses but keeps the focus (aria-disabled, not disabled:
 * a disabled button drops the focus to the page's start, and a refusal's alert would leave it there).
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      aria-busy={pending}
      // A click (or Enter in a field, which clicks this button) while pending submits nothing: the
      // form is sent once.
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
