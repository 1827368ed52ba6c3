import type { ReactNode } from 'react';
import type { SocialProvider } from '~/core/account/sign-in-provider-names';

/** One social sign-in button and its "not available" note: the sign-up form's and /login's markup. */
export function SocialButtonMarkup({
  provider,
  note,
  unavailable,
  disabled,
  onClick,
  children,
}: {
  provider: SocialProvider;
  /** "Google sign-in is not offered yet. …", in the page's language. */
  note: string;
  /** True: say so; false: say nothing; 'slot': render the note hidden for /login's script to show. */
  unavailable: boolean | 'slot';
  disabled: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  const noteId = `${provider}-unavailable`;
  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        data-social-provider={unavailable === 'slot' ? provider : undefined}
        aria-describedby={unavailable === true ? noteId : undefined}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {children}
      </button>
      {unavailable !== false && (
        <p
          id={noteId}
          hidden={unavailable === 'slot'}
          className="mt-1 text-xs text-slate-600 dark:text-slate-400"
        >
          {note}
        </p>
      )}
    </div>
  );
}
