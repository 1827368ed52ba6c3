import { useState } from 'react';
import { authFallbacks, messageOr, signInProblems } from '~/core/auth-fallbacks';
import { FormAlert } from '~/web/components/forms/form-alert';
import { authClient } from '~/web/lib/auth-client';

// Shown under "Email not verified": sends the verification link again.
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<
    { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string }
  >({ status: 'idle' });

  const resend = async () => {
    setState({ status: 'sending' });
    try {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: '/verify-email' });
      setState(
        error
          ? { status: 'failed', message: messageOr(error, authFallbacks.resendVerification) }
          : { status: 'sent' },
      );
    } catch (caught) {
      setState({ status: 'failed', message: messageOr(caught as Error, authFallbacks.resendVerification) });
    }
  };

  return (
    <div className="mt-3 space-y-3">
      {state.status === 'sent' ? (
        <FormAlert tone="success">{signInProblems.verificationSent}</FormAlert>
      ) : (
        <button
          type="button"
          onClick={resend}
          disabled={state.status === 'sending'}
          className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60 dark:text-brand-200"
        >
          {signInProblems.resendVerification}
        </button>
      )}
      {state.status === 'failed' && <FormAlert>{state.message}</FormAlert>}
    </div>
  );
}
