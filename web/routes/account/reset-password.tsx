import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { authFallbacks, messageOr } from '~/core/account/auth-fallbacks';
import { type ResetPasswordInput, resetPasswordSchema } from '~/core/account/auth-schemas';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { authClient } from '~/web/lib/auth-client';

export function meta() {
  return [{ title: 'Choose a new password — Vocably' }];
}

// Where the reset email's link lands (Better Auth adds ?token=, or ?error=INVALID_TOKEN).
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || searchParams.get('error')) {
    return (
      <>
        <h1 className="text-2xl font-bold">This reset link is invalid or has expired</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Reset links work once and for one hour. Ask for a new one.
        </p>
        <Link
          to="/forgot-password"
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Send another email
        </Link>
      </>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const { error: resetError } = await authClient.resetPassword({ newPassword: password, token });
      if (resetError) {
        setError(messageOr(resetError, 'Failed to reset password'));
        return;
      }
      // /login is a static document (ADR 0015): load it rather than route to it.
      window.location.assign('/login?reset=success');
    } catch (caught) {
      setError(messageOr(caught as Error, authFallbacks.resetEmail));
    }
  });

  return (
    <>
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        At least 6 characters. You will sign in with it next.
      </p>
      {error && (
        <div className="mt-6">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
          Reset Password
        </SubmitButton>
      </form>
    </>
  );
}
