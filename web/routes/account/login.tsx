import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authFallbacks, messageOr, oauthErrorMessage } from '~/core/auth-fallbacks';
import type { SignInInput } from '~/core/auth-schemas';
import { FormAlert } from '~/web/components/forms/form-alert';
import { lazyResolver } from '~/web/components/forms/lazy-resolver';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { ResendVerification } from '~/web/features/account/resend-verification';
import { SocialButtons } from '~/web/features/account/social-buttons';
import { useRedirectSignedIn } from '~/web/features/account/use-redirect-signed-in';
import { authClient } from '~/web/lib/auth-client';
import { useHydrated } from '~/web/lib/use-hydrated';

export function meta() {
  return [{ title: 'Sign in — Vocably' }];
}

// The form's rules (core/auth-schemas, zod) load on the first submit, not with the page.
const signInResolver = lazyResolver<SignInInput>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('~/core/auth-schemas'),
  ]);
  return zodResolver(signInSchema);
});

export default function LoginPage() {
  useRedirectSignedIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The page is prerendered (core/app-routes.ts): what the query string says shows once hydrated.
  const hydrated = useHydrated();
  const oauthError = hydrated ? searchParams.get('error') : null;
  const passwordReset = hydrated && searchParams.get('reset') === 'success';
  const [error, setError] = useState<string | null>(oauthError ? oauthErrorMessage(oauthError) : null);
  useEffect(() => {
    if (oauthError) setError(oauthErrorMessage(oauthError));
  }, [oauthError]);
  // The address of an account that signed in before confirming its email: offer to send the link again.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setUnverifiedEmail(null);
    try {
      const { error: signInError } = await authClient.signIn.email({
        email: values.email,
        password: values.password,
      });
      if (signInError) {
        if (signInError.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email);
        setError(messageOr(signInError, authFallbacks.signIn));
        return;
      }
      navigate('/dashboard');
    } catch (caught) {
      setError(messageOr(caught as Error, authFallbacks.signIn));
    }
  });

  return (
    <>
      <h1 className="text-2xl font-bold">Sign in to Vocably</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Welcome back! Continue where you left off.
      </p>
      {passwordReset && (
        <div className="mt-6">
          <FormAlert tone="success">Your password has been reset. Sign in with your new password.</FormAlert>
        </div>
      )}
      {error && (
        <div className="mt-6">
          <FormAlert>{error}</FormAlert>
          {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
        </div>
      )}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-200"
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={isSubmitting} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
      <Divider />
      <SocialButtons mode="sign-in" onError={setError} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline dark:text-brand-200">
          Sign up
        </Link>
      </p>
    </>
  );
}

export function Divider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      or
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
