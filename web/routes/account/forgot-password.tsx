import { zodResolver } from '@hookform/resolvers/zod';
import MailCheck from 'lucide-react/icons/mail-check';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type ForgotPasswordInput, forgotPasswordSchema } from '~/core/account/auth-schemas';
import { localeFromPath } from '~/core/site/public-routes';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { accountMessages, ruleMessage, serverMessage } from '~/web/features/account/account-messages';
import { useAccountLocale } from '~/web/features/account/use-account-locale';
import { authClient } from '~/web/lib/auth-client';
import { focusOnMount } from '~/web/lib/focus-on-mount';

export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: accountMessages[localeFromPath(location.pathname)].forgot.title }];
}

export default function ForgotPasswordPage() {
  const { t, path } = useAccountLocale();
  const f = t.forgot;
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // "Send another email" unmounts itself: back at the form, focus goes to the email field.
  const wasSent = useRef(false);
  useEffect(() => {
    if (sentTo) wasSent.current = true;
    else if (wasSent.current) form.setFocus('email');
  }, [sentTo, form]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const { error: resetError } = await authClient.requestPasswordReset({
        email,
        redirectTo: path('/reset-password'),
      });
      if (resetError) {
        setError(serverMessage(t, resetError, t.fallbacks.resetEmail));
        return;
      }
      setSentTo(email);
    } catch (caught) {
      setError(serverMessage(t, caught as Error, t.fallbacks.resetEmail));
    }
  });

  if (sentTo) {
    const [before = '', after = ''] = f.sentBody.split('{email}');
    // Focus moves to the heading: the focused button it replaces is gone.
    return (
      <div className="text-center">
        <MailCheck className="mx-auto size-12 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        <h1 ref={focusOnMount} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
          {f.sentHeading}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {before}
          <strong className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">
            <bdi>{sentTo}</bdi>
          </strong>
          {after}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link
            to={path('/login')}
            reloadDocument
            className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t.backToSignIn}
          </Link>
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {f.sendAnother}
          </button>
        </div>
      </div>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold">{f.heading}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{f.intro}</p>
      {error && (
        <div className="mt-6">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          required
          error={ruleMessage(t, errors.email?.message)}
          {...form.register('email')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={f.pending}>
          {f.submit}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={path('/login')}
          reloadDocument
          className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          {t.backToSignIn}
        </Link>
      </p>
    </>
  );
}
