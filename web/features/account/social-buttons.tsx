import { useState } from 'react';
import { authFallbacks, messageOr } from '~/core/auth-fallbacks';
import { type SocialProvider, signInProviderName, socialProviders } from '~/core/sign-in-provider-names';
import { authClient } from '~/web/lib/auth-client';
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
          <div key={provider}>
            <button
              type="button"
              onClick={() => start(provider)}
              disabled={!configured || pending !== null}
              aria-describedby={data && !configured ? `${provider}-unavailable` : undefined}
              className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {pending === provider ? `Redirecting to ${name}…` : `${verb} with ${name}`}
            </button>
            {data && !configured && (
              <p id={`${provider}-unavailable`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {name} sign-in is not available on this server yet.
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
