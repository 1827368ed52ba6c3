// The one list of sign-in providers: Better Auth's provider ids, the admin filters and badges, the
// social buttons and the auth-config answer all read it, so a new provider is added here once.
// Free of zod, so the sign-in page's first paint does not load it (docs/performance.md §6);
// core/sign-in-providers.ts re-exports these with the auth-config schema.
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
