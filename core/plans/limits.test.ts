import { describe, expect, it } from 'vitest';
import {
  defaultConstraints,
  limitReachedMessage,
  planDefaultLimit,
  renewalText,
  resolveLimit,
  resolveLimits,
  tierOf,
  withCollectionTotal,
} from './limits';
import { getPlan } from './plans';

const none = { regularUser: [], premiumUser: [] };

describe('plan defaults', () => {
  it('are the pricing page figures: Free 20/4/3/50, Pro 1500/50/20/10000', () => {
    expect(defaultConstraints.regularUser).toEqual([
      { collectionName: 'words', maxValue: 20 },
      { collectionName: 'studySets', maxValue: 4 },
      { collectionName: 'stories', maxValue: 3 },
      { collectionName: 'studySessions', maxValue: 50 },
    ]);
    expect(defaultConstraints.premiumUser).toEqual([
      { collectionName: 'words', maxValue: 1500 },
      { collectionName: 'studySets', maxValue: 50 },
      { collectionName: 'stories', maxValue: 20 },
      { collectionName: 'studySessions', maxValue: 10_000 },
    ]);
  });

  it('keep the Pro words promise ("1500+") as the Premium words default', () => {
    const promise = getPlan('pro-monthly').limits.words;
    expect(promise.atLeast).toBe(true);
    expect(planDefaultLimit('premiumUser', 'words')).toBe(promise.value);
    expect(planDefaultLimit('premiumUser', 'stories')).toBe(getPlan('pro-yearly').limits.aiStories.value);
  });
});

describe('resolveLimit', () => {
  const panels = {
    regularUser: [{ collectionName: 'words', maxValue: 30 }],
    premiumUser: [
      { collectionName: 'words', maxValue: 2000 },
      { collectionName: 'stories', maxValue: 0 },
    ],
  };

  it('takes the learner’s own constraint in the panel of their tier', () => {
    expect(resolveLimit('regularUser', 'words', panels)).toBe(30);
    expect(resolveLimit('premiumUser', 'words', panels)).toBe(2000);
    expect(resolveLimit('premiumUser', 'stories', panels)).toBe(0);
  });

  it('falls back to the plan default when the tier’s panel has no entry', () => {
    expect(resolveLimit('regularUser', 'stories', panels)).toBe(3);
    expect(resolveLimit('premiumUser', 'studySets', panels)).toBe(50);
    expect(resolveLimit('regularUser', 'words', none)).toBe(20);
  });

  it('never reads the other tier’s panel', () => {
    expect(resolveLimit('regularUser', 'words', { regularUser: [], premiumUser: panels.premiumUser })).toBe(
      20,
    );
  });

  it('ignores an entry that is not a whole number ≥ 0', () => {
    expect(
      resolveLimit('regularUser', 'words', {
        ...none,
        regularUser: [{ collectionName: 'words', maxValue: -1 }],
      }),
    ).toBe(20);
  });

  it('gives used / limit / tier for every collection', () => {
    const limits = resolveLimits(tierOf(false), none, {
      words: 20,
      studySets: 1,
      stories: 0,
      studySessions: 2,
    });
    expect(limits[0]).toEqual({ collection: 'words', used: 20, limit: 20, tier: 'regularUser' });
    expect(limits.map((l) => l.collection)).toEqual(['words', 'studySets', 'stories', 'studySessions']);
    expect(tierOf(true)).toBe('premiumUser');
  });
});

describe('limitReachedMessage', () => {
  it('words the monthly study sessions as a monthly allowance, not something to remove', () => {
    expect(limitReachedMessage('studySessions', 50, 'regularUser')).toBe(
      'You have used all 50 study sessions of this month. Upgrade to Pro for up to 10,000 study sessions a month, or study again next month.',
    );
  });

  it('says when the monthly allowance renews, in the learner’s time zone', () => {
    // 1 December, 04:00 in New York is 09:00 UTC: the refusal names the learner's own clock.
    const renewsOn = renewalText(new Date('2026-12-01T09:00:00Z'), 'America/New_York');
    expect(renewsOn).toBe('1 December at 04:00');
    expect(limitReachedMessage('studySessions', 50, 'regularUser', renewsOn)).toBe(
      'You have used all 50 study sessions of this month. Upgrade to Pro for up to 10,000 study sessions a month, or study again when they renew on 1 December at 04:00.',
    );
    expect(limitReachedMessage('studySessions', 10_000, 'premiumUser', renewsOn)).toBe(
      'You have used all 10,000 study sessions of this month. They renew on 1 December at 04:00, or contact support to raise the limit.',
    );
  });

  it('names the limit and how to raise it', () => {
    expect(limitReachedMessage('words', 20, 'regularUser')).toBe(
      'You have reached your limit of 20 words. Upgrade to Pro to keep 1,500+ words, or remove some first.',
    );
    expect(limitReachedMessage('studySets', 50, 'premiumUser')).toMatch(
      /limit of 50 study sets\. Remove some/,
    );
  });
});

describe('withCollectionTotal', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('replaces one collection and keeps the others', () => {
    const before = [
      { collectionName: 'words', totalItems: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
      { collectionName: 'stories', totalItems: 2, updatedAt: '2026-01-01T00:00:00.000Z' },
    ];
    expect(withCollectionTotal(before, 'words', 5, now)).toEqual([
      { collectionName: 'words', totalItems: 5, updatedAt: now.toISOString() },
      before[1],
    ]);
    expect(withCollectionTotal([], 'studySets', 1, now)).toEqual([
      { collectionName: 'studySets', totalItems: 1, updatedAt: now.toISOString() },
    ]);
  });
});
