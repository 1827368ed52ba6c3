import { useEffect } from 'react';
import { authFallbacks, signInProblems } from '~/core/account/auth-fallbacks';
import { authMessages, emailPattern } from '~/core/account/auth-rules';
import { signInProviderName, socialProviders } from '~/core/account/sign-in-provider-names';
import { Divider } from '~/web/components/forms/divider';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { SocialButtonMarkup } from '~/web/features/account/social-button-markup';
import { authTokenStorageKey } from '~/web/lib/auth-token';
import { enhanceLogin, type LoginScriptOptions } from '~/web/lib/enhance/login';
import { InlineScript } from '~/web/lib/inline-script';
import type { StaticPageHandle } from '~/web/root';

// /login is a prerendered document without the React runtime (ADR 0015): its JavaScript budget is
// 100 KB gzip and React DOM with React Router is more than that. The markup is rendered here at build
// time; web/lib/enhance/login.ts is its behaviour, inlined.
export const handle: StaticPageHandle = { staticDocument: true };

export function meta() {
  return [{ title: 'Sign in — Vocably' }];
}

const options: LoginScriptOptions = {
  dashboardPath: '/dashboard',
  tokenKey: authTokenStorageKey,
  emailPattern: emailPattern.source,
  invalidEmail: authMessages.invalidEmail,
  passwordRequired: authMessages.passwordRequired,
  signInFailed: authFallbacks.signIn,
  resendFailed: authFallbacks.resendVerification,
  socialFailed: { google: authFallbacks.signInGoogle, apple: authFallbacks.signInApple },
  oauthErrors: {
    account_not_linked: signInProblems.accountNotLinked,
    email_not_verified: signInProblems.emailNotVerified,
  },
  pendingLabel: 'Signing in…',
  redirectingLabel: Object.fromEntries(
    socialProviders.map((provider) => [provider, `Redirecting to ${signInProviderName(provider)}…`]),
  ),
  verificationCallback: '/verify-email',
};

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-200';

export default function LoginPage() {
  // Runs only when the client app renders this route (a link or redirect it did not reload for):
  // the page is the prerendered document, so fetch it.
  useEffect(() => {
    window.location.reload();
  }, []);

  return (
    <>
      <h1 className="text-2xl font-bold">Sign in to Vocably</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Welcome back! Continue where you left off.
      </p>
      <div className="mt-6" data-login="reset-success" hidden>
        <FormAlert tone="success">Your password has been reset. Sign in with your new password.</FormAlert>
      </div>
      <div className="mt-6" data-login="problem" hidden>
        <FormAlert>
          <span data-login="problem-text" />
        </FormAlert>
        <div className="mt-3 space-y-3" data-login="resend" hidden>
          <button
            type="button"
            data-login="resend-button"
            className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60 dark:text-brand-200"
          >
            {signInProblems.resendVerification}
          </button>
          <div data-login="resend-sent" hidden>
            <FormAlert tone="success">{signInProblems.verificationSent}</FormAlert>
          </div>
          <div data-login="resend-failed" hidden>
            <FormAlert>
              <span data-login="resend-failed-text" />
            </FormAlert>
          </div>
        </div>
      </div>
      {/* POST: without the script, a submit never puts the password into the address. */}
      <form className="mt-6 space-y-4" method="post" noValidate data-login="form">
        <TextField id="login-email" name="email" label="Email" type="email" autoComplete="email" errorSlot />
        <TextField
          id="login-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          errorSlot
        />
        <div className="flex justify-end">
          <a
            href="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-200"
          >
            Forgot password?
          </a>
        </div>
        <SubmitButton pending={false} pendingLabel={options.pendingLabel}>
          Sign In
        </SubmitButton>
      </form>
      <noscript>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Vocably needs JavaScript to sign in. Turn it on and reload this page.
        </p>
      </noscript>
      <Divider />
      <div className="space-y-3">
        {socialProviders.map((provider) => {
          const name = signInProviderName(provider);
          return (
            <SocialButtonMarkup key={provider} provider={provider} name={name} unavailable="slot" disabled>
              {`Sign in with ${name}`}
            </SocialButtonMarkup>
          );
        })}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Don&apos;t have an account?{' '}
        <a href="/signup" className={linkClass}>
          Sign up
        </a>
      </p>
      <InlineScript fn={enhanceLogin} args={[options]} />
    </>
  );
}
