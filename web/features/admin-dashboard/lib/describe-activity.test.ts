import { describe, expect, it } from 'vitest';
import { activityLink, activityTargetLabel, describeAction, timeAgo } from './describe-activity';

describe('describeAction', () => {
  it('names known actions and words out unknown ones', () => {
    expect(describeAction('user.disable')).toBe('Disabled a user');
    expect(describeAction('users.bulk-enable')).toBe('Enabled users in bulk');
    expect(describeAction('word.synonyms.update')).toBe('Word synonyms update');
    expect(describeAction('')).toBe('Changed something');
  });
});

describe('activityLink', () => {
  it('links users and words, not deleted ones', () => {
    expect(activityLink({ action: 'user.disable', targetType: 'user', targetId: 'u 1' })).toBe(
      '/admin/users/u%201',
    );
    expect(activityLink({ action: 'word.translations.update', targetType: 'word', targetId: 'w1' })).toBe(
      '/admin/words/w1',
    );
    expect(activityLink({ action: 'user.delete', targetType: 'user', targetId: 'u1' })).toBeNull();
    expect(activityLink({ action: 'users.export', targetType: 'users', targetId: null })).toBeNull();
  });
});

describe('activityTargetLabel', () => {
  it("shows the server's label, never a raw id", () => {
    expect(activityTargetLabel({ targetLabel: 'a@b.c', targetType: 'user', targetId: 'u1' })).toBe('a@b.c');
    expect(activityTargetLabel({ targetLabel: 'casa', targetType: 'word', targetId: 'w1' })).toBe('casa');
    expect(activityTargetLabel({ targetLabel: null, targetType: 'user', targetId: 'u1' })).toBe('a user');
    expect(activityTargetLabel({ targetLabel: null, targetType: 'word', targetId: 'w1' })).toBe('a word');
    expect(activityTargetLabel({ targetLabel: null, targetType: 'users', targetId: null })).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads naturally', () => {
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
  });
});
