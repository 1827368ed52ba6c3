import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with no configuration at all (the zero-setup default)', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: ' ', GOOGLE_CLIENT_ID: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('explains every problem at once, naming the variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', GOOGLE_CLIENT_ID: 'id' })).toThrowError(
      EnvError,
    );
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', GOOGLE_CLIENT_ID: 'id' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must start with postgres://');
      expect(message).toContain('set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
      expect(message).toContain('.env.example');
    }
  });

  it('requires a secret and a public URL in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(
      /BETTER_AUTH_SECRET: is required in production/,
    );
    const env = parseEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://vocably.app/',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(env.publicUrl).toBe('https://vocably.app');
  });

  it('rejects a short auth secret', () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'short' })).toThrowError(/at least 32 characters/);
  });

  it('configures the story generator: AI_BASE_URL needs AI_MODEL, the timeout has a default', () => {
    expect(parseEnv({}).AI_BASE_URL).toBeUndefined();
    expect(parseEnv({}).AI_TIMEOUT_MS).toBe(60_000);
    expect(() => parseEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrowError(
      /AI_MODEL: is required/,
    );
    expect(() => parseEnv({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrowError(
      /AI_BASE_URL must be a full URL/,
    );
    const env = parseEnv({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '5000',
    });
    expect([env.AI_BASE_URL, env.AI_MODEL, env.AI_API_KEY, env.AI_TIMEOUT_MS]).toEqual([
      'http://127.0.0.1:11434/v1',
      'llama3.2',
      undefined,
      5000,
    ]);
  });
});
