import { emailPattern } from '~/core/account/auth-rules';
import { socialProviders } from '~/core/account/sign-in-provider-names';
import { localizePath } from '~/core/site/public-routes';
import { Divider } from '~/web/components/forms/divider';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SubmitButton } from '~/web/components/forms/submit-button';
import { TextField } from '~/web/components/forms/text-field';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { InlineScript } from '~/web/lib/inline-script';
import type { LoginMessages } from './login-messages';
import { enhanceLogin, type LoginScriptOptions } from './login-script';
import { SocialButtonMarkup } from './social-button-markup';

// Where earlier versions kept a bearer token in sessionStorage; sign-in removes what is left there.
const legacyTokenKey = 'vocably.auth-token';

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-200';

const scriptOptions = (t: LoginMessages): LoginScriptOptions => ({
  dashboardPath: '/dashboard',
  tokenKey: legacyTokenKey,
  emailPattern: emailPattern.source,
  invalidEmail: t.invalidEmail,
  passwordRequired: t.passwordRequired,
  signInFailed: t.signInFailed,
  resendFailed: t.resendFailed,
  socialFailed: t.socialFailed,
  oauthErrors: t.oauthErrors,
  pendingLabel: t.pending,
  redirectingLabel: t.redirectingTo,
  verificationCallback: localizePath('/verify-email', t.locale),
  serverCodes: t.serverCodes,
  locale: t.locale,
  languageStorageKey,
});

/**
 * /login's document, rendered at build time in the language of `t` (ADR 0015): markup only, with the
 * elements its script (login-script.ts, inlined here) shows, hides and fills, marked data-login.
 */
export function LoginPage({ t }: { t: LoginMessages }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t.welcome}</p>
      <div className="mt-6" data-login="reset-success" hidden>
        <FormAlert tone="success">{t.resetSuccess}</FormAlert>
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
            {t.resendVerification}
          </button>
          <div data-login="resend-sent" hidden>
            <FormAlert tone="success">{t.verificationSent}</FormAlert>
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
        <TextField
          id="login-email"
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          errorSlot
        />
        <TextField
          id="login-password"
          name="password"
          label={t.password}
          type="password"
          autoComplete="current-password"
          errorSlot
        />
        <div className="flex justify-end">
          <a
            href={localizePath('/forgot-password', t.locale)}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-200"
          >
            {t.forgotPassword}
          </a>
        </div>
        <SubmitButton pending={false} pendingLabel={t.pending}>
          {t.submit}
        </SubmitButton>
      </form>
      <noscript>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t.noScript}</p>
      </noscript>
      <Divider label={t.or} />
      <div className="space-y-3">
        {socialProviders.map((provider) => (
          <SocialButtonMarkup
            key={provider}
            provider={provider}
            note={t.unavailable[provider]}
            unavailable="slot"
            disabled
          >
            {t.signInWith[provider]}
          </SocialButtonMarkup>
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {t.noAccount}{' '}
        <a href={localizePath('/signup', t.locale)} className={linkClass}>
          {t.signUp}
        </a>
      </p>
      <InlineScript fn={enhanceLogin} args={[scriptOptions(t)]} />
    </>
  );
}
