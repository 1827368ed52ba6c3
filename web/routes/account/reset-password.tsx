import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type ResetPasswordInput, resetPasswordSchema } from '~/core/account/auth-schemas';
import { localeFromPath } from '~/core/site/public-routes';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { accountMessages, ruleMessage, serverMessage } from '~/web/features/account/account-messages';
import { useAccountLocale } from '~/web/features/account/use-account-locale';
import { authClient } from '~/web/lib/auth-client';
import { focusOnMount } from '~/web/lib/focus-on-mount';

export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: accountMessages[localeFromPath(location.pathname)].reset.title }];
}

// A submit's refusal that means the link itself is dead (used, expired, or its account deleted since):
// the form cannot succeed, so the page says what to do instead, as when the link opens with ?error.
const deadLinkCodes = new Set(['INVALID_TOKEN', 'USER_NOT_FOUND']);

// Where the reset email's link lands (Better Auth adds ?token=, or ?error=INVALID_TOKEN).
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const { t, path } = useAccountLocale();
  const r = t.reset;
  const token = searchParams.get('token');
  const [error, setError] = useState<string | null>(null);
  const [linkDied, setLinkDied] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || searchParams.get('error') || linkDied) {
    // Replacing the form after a submit, focus moves to the heading (the focused button is gone).
    return (
      <>
        <h1
          ref={linkDied ? focusOnMount : undefined}
          tabIndex={linkDied ? -1 : undefined}
          className="text-2xl font-bold focus:outline-none"
        >
          {r.invalidHeading}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{r.invalidBody}</p>
        <Link
          to={path('/forgot-password')}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t.forgot.sendAnother}
        </Link>
      </>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const { error: resetError } = await authClient.resetPassword({ newPassword: password, token });
      if (resetError) {
        if (resetError.code && deadLinkCodes.has(resetError.code)) {
          setLinkDied(true);
          return;
        }
        setError(serverMessage(t, resetError, r.failed));
        return;
      }
      // /login is a static document (ADR 0015): load it rather than route to it.
      window.location.assign(`${path('/login')}?reset=success`);
    } catch (caught) {
      setError(serverMessage(t, caught as Error, r.failed));
    }
  });

  return (
    <>
      <h1 className="text-2xl font-bold">{r.heading}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{r.intro}</p>
      {error && (
        <div className="mt-6">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={r.password}
          type="password"
          autoComplete="new-password"
          required
          error={ruleMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <TextField
          label={r.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          error={ruleMessage(t, errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={r.pending}>
          {r.submit}
        </SubmitButton>
      </form>
    </>
  );
}
