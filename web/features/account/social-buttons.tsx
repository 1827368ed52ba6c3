import { useState } from 'react';
import {
  type SocialProvider,
  signInProviderName,
  socialProviders,
} from '~/core/account/sign-in-provider-names';
import { authClient } from '~/web/lib/auth-client';
import { serverMessage } from './account-messages';
import { loginMessages } from './login-messages';
import { SocialButtonMarkup } from './social-button-markup';
import { useAccountLocale } from './use-account-locale';
import { useAuthProviders } from './use-auth-providers';

// Signing up with Google or Apple: full-page OAuth redirects. A provider this deployment has not
// configured says so. (Signing in with them is /login's, in its own script: login-script.ts.)
export function SocialButtons({ onError }: { onError: (message: string) => void }) {
  const { data } = useAuthProviders();
  const { locale, t, path } = useAccountLocale();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const fallback: Record<SocialProvider, string> = {
    google: t.fallbacks.signUpGoogle,
    apple: t.fallbacks.signUpApple,
  };

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: '/dashboard',
        newUserCallbackURL: '/dashboard',
        errorCallbackURL: path('/signup'),
      });
      if (error) {
        onError(serverMessage(t, error, fallback[provider]));
        setPending(null);
      }
    } catch (error) {
      onError(serverMessage(t, error as Error, fallback[provider]));
      setPending(null);
    }
  };

  return (
    <div className="space-y-3">
      {socialProviders.map((provider) => {
        const name = signInProviderName(provider);
        const configured = data?.providers[provider];
        return (
          <SocialButtonMarkup
            key={provider}
            provider={provider}
            note={loginMessages[locale].unavailable[provider]}
            unavailable={Boolean(data && !configured)}
            disabled={!configured || pending !== null}
            onClick={() => start(provider)}
          >
            {pending === provider ? t.signUp.redirectingTo(name) : t.signUp.withProvider(name)}
          </SocialButtonMarkup>
        );
      })}
    </div>
  );
}
