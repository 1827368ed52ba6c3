import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authFallbacks, messageOr } from '~/core/account/auth-fallbacks';
import { type ForgotPasswordInput, forgotPasswordSchema } from '~/core/account/auth-schemas';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { authClient } from '~/web/lib/auth-client';

export function meta() {
  return [{ title: 'Reset your password — Vocably' }];
}

export default function ForgotPasswordPage() {
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const { error: resetError } = await authClient.requestPasswordReset({
        email,
        redirectTo: '/reset-password',
      });
      if (resetError) {
        setError(messageOr(resetError, authFallbacks.resetEmail));
        return;
      }
      setSentTo(email);
    } catch (caught) {
      setError(messageOr(caught as Error, authFallbacks.resetEmail));
    }
  });

  if (sentTo) {
    return (
      <div className="text-center">
        <MailCheck className="mx-auto size-12 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Check your email</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          If an account exists for{' '}
          <strong className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">{sentTo}</strong>, we
          sent a link to reset its password. The link is valid for one hour.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link
            to="/login"
            reloadDocument
            className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Back to Sign In
          </Link>
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Send another email
          </button>
        </div>
      </div>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      {error && (
        <div className="mt-6">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
          Send Reset Link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          reloadDocument
          className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          Back to Sign In
        </Link>
      </p>
    </>
  );
}
