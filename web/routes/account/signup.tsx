import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authFallbacks, messageOr } from '~/core/account/auth-fallbacks';
import { type SignUpInput, signUpSchema } from '~/core/account/auth-schemas';
import { Divider } from '~/web/components/forms/divider';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { SocialButtons } from '~/web/features/account/social-buttons';
import { useRedirectSignedIn } from '~/web/features/account/use-redirect-signed-in';
import { authClient } from '~/web/lib/auth-client';

export function meta() {
  return [{ title: 'Create your account — Vocably' }];
}

export default function SignUpPage() {
  useRedirectSignedIn();
  const [error, setError] = useState<string | null>(null);
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
        callbackURL: '/verify-email',
      });
      if (signUpError) {
        setError(messageOr(signUpError, authFallbacks.signUp));
        return;
      }
      setSentTo(values.email);
    } catch (caught) {
      setError(messageOr(caught as Error, authFallbacks.signUp));
    }
  });

  if (sentTo) {
    return (
      <div className="text-center">
        <MailCheck className="mx-auto size-12 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Check your email</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          We sent a verification link to{' '}
          <strong className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">{sentTo}</strong>. Open
          it to activate your account, then sign in.
        </p>
        <Link
          to="/login"
          reloadDocument
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Back to Sign In
        </Link>
      </div>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold">Create your account</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Start building your vocabulary for free.
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
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Creating account…">
          Create Account
        </SubmitButton>
      </form>
      <Divider />
      <SocialButtons onError={setError} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Already have an account?{' '}
        <Link
          to="/login"
          reloadDocument
          className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
        >
          Sign in
        </Link>
      </p>
    </>
  );
}
