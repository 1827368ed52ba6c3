import { zodResolver } from '@hookform/resolvers/zod';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type SignUpInput, signUpSchema } from '~/core/account/auth-schemas';
import { localeFromPath } from '~/core/site/public-routes';
import { Divider } from '~/web/components/forms/divider';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { accountMessages, ruleMessage, serverMessage } from '~/web/features/account/account-messages';
import { loginMessages } from '~/web/features/account/login-messages';
import { SocialButtons } from '~/web/features/account/social-buttons';
import { useAccountLocale } from '~/web/features/account/use-account-locale';
import { useRedirectSignedIn } from '~/web/features/account/use-redirect-signed-in';
import { authClient } from '~/web/lib/auth-client';
import { focusOnMount } from '~/web/lib/focus-on-mount';

export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: accountMessages[localeFromPath(location.pathname)].signUp.title }];
}

export default function SignUpPage() {
  useRedirectSignedIn();
  const { t, path, locale } = useAccountLocale();
  const s = t.signUp;
  // Google or Apple sends a failure back here as ?error=<code> (an address already signed up with a
  // password and not verified, a verification mail just sent): said as the sign-in page says it.
  const [params] = useSearchParams();
  const oauthError = params.get('error');
  const [error, setError] = useState<string | null>(
    oauthError ? (loginMessages[locale].oauthErrors[oauthError] ?? t.fallbacks.signUp) : null,
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { error: signUpError } = await authClient.signUp.email({
        email: values.email,
        password: values.password,
        name: '',
        callbackURL: path('/verify-email'),
      });
      if (signUpError) {
        setError(serverMessage(t, signUpError, t.fallbacks.signUp));
        return;
      }
      setSentTo(values.email);
    } catch (caught) {
      setError(serverMessage(t, caught as Error, t.fallbacks.signUp));
    }
  });

  if (sentTo) {
    const [before = '', after = ''] = s.sentBody.split('{email}');
    // Focus moves to the heading: the focused button it replaces is gone.
    return (
      <div className="text-center">
        <MailCheck className="mx-auto size-12 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        <h1 ref={focusOnMount} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
          {s.sentHeading}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {before}
          <strong className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">
            <bdi>{sentTo}</bdi>
          </strong>
          {after}
        </p>
        <Link
          to={path('/login')}
          reloadDocument
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t.backToSignIn}
        </Link>
      </div>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold">{s.heading}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{s.intro}</p>
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
        <TextField
          label={s.password}
          type="password"
          autoComplete="new-password"
          required
          error={ruleMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <TextField
          label={s.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          error={ruleMessage(t, errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={s.pending}>
          {s.submit}
        </SubmitButton>
      </form>
      <Divider label={t.or} />
      <SocialButtons onError={setError} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {s.haveAccount}{' '}
        <Link
          to={path('/login')}
          reloadDocument
          className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          {s.signIn}
        </Link>
      </p>
    </>
  );
}
