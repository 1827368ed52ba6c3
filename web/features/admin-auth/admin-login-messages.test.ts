import { describe, expect, it } from 'vitest';
import { adminLoginErrorMessage, adminLoginMessages } from './admin-login-messages';

describe('adminLoginErrorMessage', () => {
  it('maps a wrong email or password', () => {
    expect(adminLoginErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe(
      'Invalid email or password',
    );
  });

  it('maps an invalid email', () => {
    expect(adminLoginErrorMessage({ code: 'INVALID_EMAIL', status: 400 })).toBe('Invalid email address');
  });

  it('maps rate limiting by status, whatever the code', () => {
    expect(adminLoginErrorMessage({ status: 429 })).toBe('Too many failed attempts. Please try again later.');
    expect(adminLoginErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 429 })).toBe(
      adminLoginMessages.tooManyAttempts,
    );
  });

  it('answers anything else with the generic message', () => {
    for (const error of [{ code: 'EMAIL_NOT_VERIFIED', status: 403 }, { status: 500 }, null, undefined]) {
      expect(adminLoginErrorMessage(error)).toBe('An error occurred during login. Please try again.');
    }
  });
});
