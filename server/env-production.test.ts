import { describe, expect, it } from 'vitest';
import { parseEnv, seedsDemoData } from './env';

const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://vocably.app',
};

describe('production defaults', () => {
  it('refuses to start without SMTP_URL unless MAIL_OUTBOX_ONLY=true allows it', () => {
    expect(() => parseEnv(production)).toThrowError(
      'SMTP_URL: is required in production (or set MAIL_OUTBOX_ONLY=true to keep mail in the outbox)',
    );
    expect(() => parseEnv({ ...production, MAIL_OUTBOX_ONLY: 'false' })).toThrowError(/SMTP_URL/);
    expect(parseEnv({ ...production, MAIL_OUTBOX_ONLY: 'true' }).MAIL_OUTBOX_ONLY).toBe(true);
    expect(parseEnv({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).SMTP_URL).toBeTruthy();
    // Development keeps its zero-setup outbox.
    expect(parseEnv({}).MAIL_OUTBOX_ONLY).toBe(false);
  });

  it('creates demo data and a demo administrator in production only with SEED_DEMO_DATA=true', () => {
    const prod = { ...production, MAIL_OUTBOX_ONLY: 'true' };
    expect(seedsDemoData(parseEnv(prod))).toBe(false);
    expect(seedsDemoData(parseEnv({ ...prod, SEED_DEMO_DATA: 'false' }))).toBe(false);
    expect(seedsDemoData(parseEnv({ ...prod, SEED_DEMO_DATA: 'true' }))).toBe(true);
    expect(
      seedsDemoData(parseEnv({ ...prod, DATABASE_URL: 'postgres://db/vocably', SEED_DEMO_DATA: 'true' })),
    ).toBe(true);
    // Elsewhere: the embedded database gets demo data unless it is switched off; PostgreSQL does not.
    expect(seedsDemoData(parseEnv({}))).toBe(true);
    expect(seedsDemoData(parseEnv({ SEED_DEMO_DATA: 'false' }))).toBe(false);
    expect(seedsDemoData(parseEnv({ DATABASE_URL: 'postgres://db/vocably' }))).toBe(false);
  });
});
