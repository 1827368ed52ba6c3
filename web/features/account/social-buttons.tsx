import { useState } from 'react';
import { authFallbacks, messageOr } from '~/core/account/auth-fallbacks';
import {
  type SocialProvider,
  signInProviderName,
  socialProviders,
} from '~/core/account/sign-in-provider-names';
import { authClient } from '~/web/lib/auth-client';
import { loginMessagesEn } from './login-messages';
import { SocialButtonMarkup } from './social-button-markup';
import { useAuthProviders } from './use-auth-providers';

const fallback: Record<SocialProvider, string> = {
  google: authFallbacks.signUpGoogle,
  apple: authFallbacks.signUpApple,
};

// Signing up with Google or Apple: full-page OAuth redirects. A provider this deployment has not
// configured says so. (Signing in with them is /login's, in its own script: login-script.ts.)
export function SocialButtons({ onError }: { onError: (message: string) => void }) {
  const { data } = useAuthProviders();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: '/dashboard',
        newUserCallbackURL: '/dashboard',
        errorCallbackURL: '/signup',
      });
      if (error) {
        onError(messageOr(error, fallback[provider]));
        setPending(null);
      }
    } catch (error) {
      onError(messageOr(error as Error, fallback[provider]));
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
            note={loginMessagesEn.unavailable[provider]}
            unavailable={Boolean(data && !configured)}
            disabled={!configured || pending !== null}
            onClick={() => start(provider)}
          >
            {pending === provider ? `Redirecting to ${name}…` : `Sign up with ${name}`}
          </SocialButtonMarkup>
        );
      })}
    </div>
  );
}
