import { describe, expect, it } from 'vitest';
import { authMessages } from '~/core/account/auth-rules';
import { accountMessagesEn, accountMessagesHe, ruleMessage, serverMessage } from './account-messages';

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
});
