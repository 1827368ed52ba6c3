import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { authClient } from '~/web/lib/auth-client';
import { adminLoginErrorMessage, adminLoginMessages } from './admin-login-messages';

// Email and password are required.
const adminLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email is required' })
    .pipe(z.email({ message: adminLoginMessages.invalidEmail })),
  password: z.string().min(1, { message: 'Password is required' }),
});
type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** Signs in, then lets only an administrator through: anyone else is signed out again. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      const { error: signInError } = await authClient.signIn.email({ email, password });
      if (signInError) {
        setError(adminLoginErrorMessage(signInError));
        return;
      }
      const { data: session } = await authClient.getSession({ query: { disableCookieCache: true } });
      if (session?.user.role !== 'admin') {
        await authClient.signOut().catch((signOutError) => console.error('Sign-out failed', signOutError));
        setError(adminLoginMessages.notAdmin);
        return;
      }
      onSignedIn();
    } catch (caught) {
      console.error('Admin sign-in failed', caught);
      setError(adminLoginMessages.generic);
    }
  });

  return (
    <>
      {error && (
        <div className="mt-6">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
    </>
  );
}
