import { describe, expect, it } from 'vitest';
import { parseAuthConfig } from './sign-in-provider-names';
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

  it('checks the answer without zod exactly as the schema does', () => {
    const answers: unknown[] = [
      { providers: { google: true, apple: false } },
      { providers: { google: false, apple: true, github: true }, extra: 1 },
      { providers: { google: true } },
      { providers: { google: 'yes', apple: false } },
      { providers: null },
      {},
      null,
      'nope',
    ];
    for (const answer of answers) {
      const schema = authConfigSchema.safeParse(answer);
      let twin: unknown;
      try {
        twin = parseAuthConfig(answer);
      } catch {
        twin = undefined;
      }
      expect(twin, JSON.stringify(answer)).toEqual(schema.success ? schema.data : undefined);
    }
  });
});
