import { useState } from 'react';
import { authFallbacks, messageOr } from '~/core/account/auth-fallbacks';
import {
  type SocialProvider,
  signInProviderName,
  socialProviders,
} from '~/core/account/sign-in-provider-names';
import { authClient } from '~/web/lib/auth-client';
import { SocialButtonMarkup } from './social-button-markup';
import { useAuthProviders } from './use-auth-providers';

type Provider = SocialProvider;

// Google and Apple: full-page OAuth redirects. A provider this deployment has not configured says so.
export function SocialButtons({
  mode,
  onError,
}: {
  mode: 'sign-in' | 'sign-up';
  onError: (message: string) => void;
}) {
  const { data } = useAuthProviders();
  const [pending, setPending] = useState<Provider | null>(null);

  const fallback = (provider: Provider) =>
    mode === 'sign-in'
      ? provider === 'google'
        ? authFallbacks.signInGoogle
        : authFallbacks.signInApple
      : provider === 'google'
        ? authFallbacks.signUpGoogle
        : authFallbacks.signUpApple;

  const start = async (provider: Provider) => {
    setPending(provider);
    try {
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: '/dashboard',
        newUserCallbackURL: '/dashboard',
        errorCallbackURL: mode === 'sign-in' ? '/login' : '/signup',
      });
      if (error) {
        onError(messageOr(error, fallback(provider)));
        setPending(null);
      }
    } catch (error) {
      onError(messageOr(error as Error, fallback(provider)));
      setPending(null);
    }
  };

  return (
    <div className="space-y-3">
      {socialProviders.map((provider) => {
        const name = signInProviderName(provider);
        const configured = data?.providers[provider];
        const verb = mode === 'sign-in' ? 'Sign in' : 'Sign up';
        return (
          <SocialButtonMarkup
            key={provider}
            provider={provider}
            name={name}
            unavailable={Boolean(data && !configured)}
            disabled={!configured || pending !== null}
            onClick={() => start(provider)}
          >
            {pending === provider ? `Redirecting to ${name}…` : `${verb} with ${name}`}
          </SocialButtonMarkup>
        );
      })}
    </div>
  );
}
