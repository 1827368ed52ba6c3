import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authMessages, checkNewPassword, emailPattern } from './auth-rules';
import { signInSchema, signUpSchema } from './auth-schemas';

describe('new password rules', () => {
  it('needs at least 6 characters', () => {
    expect(checkNewPassword('12345', '12345')).toEqual({
      ok: false,
      field: 'password',
      message: 'Password must be at least 6 characters',
    });
    expect(checkNewPassword('123456', '123456')).toEqual({ ok: true });
  });

  it('needs both entries to match', () => {
    expect(checkNewPassword('secret1', 'secret2')).toEqual({
      ok: false,
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
  });

  it('the sign-up form schema reports the same messages on the right fields', () => {
    const short = signUpSchema.safeParse({ email: 'a@b.co', password: '123', confirmPassword: '123' });
    expect(short.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Password must be at least 6 characters',
    });
    const mismatch = signUpSchema.safeParse({
      email: 'a@b.co',
      password: '123456',
      confirmPassword: '1234567',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
    const email = signUpSchema.safeParse({ email: 'nope', password: '123456', confirmPassword: '123456' });
    expect(email.error?.issues[0]).toMatchObject({ path: ['email'], message: 'Invalid email address' });
  });
});

describe('the sign-in rules /login checks without zod', () => {
  it('uses zod’s own email pattern', () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
    expect(emailPattern.flags).toBe(z.regexes.email.flags);
  });

  it('agrees with signInSchema on what it accepts and says', () => {
    const cases = [
      { email: 'learner@example.com', password: 'x' },
      { email: 'first.last+tag@mail.example.org', password: 'secret123' },
      { email: '', password: '' },
      { email: 'no-at-sign', password: 'secret' },
      { email: 'a@b', password: 'secret' },
      { email: '.dot@example.com', password: 'secret' },
      { email: 'ünï@example.com', password: 'secret' },
      { email: 'learner@example.com', password: '' },
    ];
    for (const values of cases) {
      const byZod = signInSchema.safeParse(values);
      const zodMessages = Object.fromEntries(
        (byZod.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
      );
      const ours = {
        ...(emailPattern.test(values.email) ? {} : { email: authMessages.invalidEmail }),
        ...(values.password.length > 0 ? {} : { password: authMessages.passwordRequired }),
      };
      expect(ours, JSON.stringify(values)).toEqual(zodMessages);
    }
  });
});
