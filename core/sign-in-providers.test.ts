import { describe, expect, it } from 'vitest';
import { authConfigSchema, signInProviderName, signInProviders, socialProviders } from './sign-in-providers';

describe('sign-in providers', () => {
  it('names each provider, and an unknown id as it is', () => {
    expect(signInProviders.map(signInProviderName)).toEqual(['Email', 'Google', 'Apple']);
    expect(signInProviderName('github')).toBe('github');
  });

  it('describes the auth-config answer with one flag per social provider', () => {
    expect(socialProviders).toEqual(['google', 'apple']);
    expect(authConfigSchema.parse({ providers: { google: true, apple: false } })).toEqual({
      providers: { google: true, apple: false },
    });
    expect(authConfigSchema.safeParse({ providers: { google: true } }).success).toBe(false);
  });
});
