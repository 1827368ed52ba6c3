import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './auth-rules';
import { signUpSchema } from './auth-schemas';

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
