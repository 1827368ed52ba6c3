// The one list of sign-in providers: Better Auth's provider ids, the admin filters and badges, the
// social buttons and the auth-config answer all read it, so a new provider is added here once.
// Free of zod, so the sign-in page's first paint does not load it (docs/performance.md §6);
// core/account/sign-in-providers.ts re-exports these with the auth-config schema.
export const signInProviders = ['credential', 'google', 'apple'] as const;
export type SignInProvider = (typeof signInProviders)[number];

/** The providers that sign in through an OAuth redirect (configured per deployment). */
export const socialProviders = ['google', 'apple'] as const satisfies readonly SignInProvider[];
export type SocialProvider = (typeof socialProviders)[number];

export const signInProviderNames: Record<SignInProvider, string> = {
  credential: 'Email',
  google: 'Google',
  apple: 'Apple',
};

/** A provider id as people read it; an id we do not know shows as it is. */
export function signInProviderName(providerId: string): string {
  return (signInProviderNames as Record<string, string>)[providerId] ?? providerId;
}

/**
 * GET /api/auth-config's answer checked without zod, for the sign-in page, which loads zod only when
 * a form is submitted (docs/performance.md §6). The same rules as authConfigSchema in
 * core/account/sign-in-providers.ts, the contract (its test holds the two together): one boolean per social
 * provider, unknown keys dropped; anything else throws.
 */
export function parseAuthConfig(value: unknown): { providers: Record<SocialProvider, boolean> } {
  const providers = (value as { providers?: unknown } | null)?.providers;
  if (typeof providers !== 'object' || providers === null) throw new TypeError('auth-config: no providers');
  const flags = {} as Record<SocialProvider, boolean>;
  for (const provider of socialProviders) {
    const flag = (providers as Record<string, unknown>)[provider];
    if (typeof flag !== 'boolean') throw new TypeError(`auth-config: ${provider} is not a boolean`);
    flags[provider] = flag;
  }
  return { providers: flags };
}
