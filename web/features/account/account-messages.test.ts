import { describe, expect, it } from 'vitest';
import { authMessages } from '~/core/account/auth-rules';
import { accountMessagesEn, accountMessagesHe, ruleMessage, serverMessage } from './account-messages';
import { loginMessagesEn, loginMessagesHe } from './login-messages';

describe('account messages', () => {
  it('say the shared form rules in Hebrew, and leave them as written in English', () => {
    for (const message of Object.values(authMessages)) {
      expect(ruleMessage(accountMessagesEn, message)).toBe(message);
      expect(ruleMessage(accountMessagesHe, message)).toMatch(/[\u0590-\u05ff]/);
    }
    expect(ruleMessage(accountMessagesHe, undefined)).toBeUndefined();
  });

  it('say a known server refusal in Hebrew, else the server’s own words, else the fallback', () => {
    const locked = { code: 'ACCOUNT_LOCKED', message: 'Too many failed attempts. Please try again later.' };
    expect(serverMessage(accountMessagesHe, locked, 'x')).toBe(
      'יותר מדי ניסיונות כושלים. נסו שוב מאוחר יותר.',
    );
    expect(serverMessage(accountMessagesEn, locked, 'x')).toBe(locked.message);
    expect(serverMessage(accountMessagesHe, { code: 'SOMETHING_NEW', message: 'New' }, 'x')).toBe('New');
    expect(serverMessage(accountMessagesHe, { message: ' ' }, 'נכשל')).toBe('נכשל');
  });

  it('say in Hebrew every refusal the account pages’ endpoints answer with', () => {
    // Sign-in, sign-up, the reset request and the reset (Better Auth's codes), the lockout and the
    // disabled account (server/account/auth.ts), and the HTTP layer's (server/http).
    const codes = [
      'INVALID_EMAIL_OR_PASSWORD',
      'EMAIL_NOT_VERIFIED',
      'INVALID_EMAIL',
      'INVALID_PASSWORD',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'INVALID_TOKEN',
      'TOO_MANY_REQUESTS',
      'ACCOUNT_LOCKED',
      'BANNED_USER',
      'CROSS_SITE_REQUEST',
      'INTERNAL',
    ];
    for (const code of codes) {
      expect(accountMessagesHe.serverCodes[code], code).toMatch(/[\u0590-\u05ff]/);
      expect(loginMessagesHe.serverCodes[code], code).toMatch(/[\u0590-\u05ff]/);
    }
  });

  it('say a disabled account on /login?error=BANNED_USER (Google’s redirect), in both languages', () => {
    expect(loginMessagesEn.oauthErrors.BANNED_USER).toBe('This account has been disabled.');
    expect(loginMessagesHe.oauthErrors.BANNED_USER).toBe('החשבון הזה הושבת.');
  });
});
