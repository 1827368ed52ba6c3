import { describe, expect, it } from 'vitest';
import type { Achievement } from '~/core/study/achievements';
import { newlyEarned } from './announce-achievements';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

const earned = (id: Achievement['id'], at: string | null): Achievement => ({
  id,
  earnedAt: at,
  progress: null,
});

describe('newlyEarned', () => {
  it('tells each earned achievement once per learner, and nothing not earned', () => {
    const storage = memoryStorage();
    const first = [earned('firstReview', '2026-11-28T09:00:00.000Z'), earned('firstStory', null)];
    expect(newlyEarned('u1', first, storage).map((a) => a.id)).toEqual(['firstReview']);
    expect(newlyEarned('u1', first, storage)).toEqual([]);
    const later = [first[0]!, earned('firstStory', '2026-11-28T10:00:00.000Z')];
    expect(newlyEarned('u1', later, storage).map((a) => a.id)).toEqual(['firstStory']);
    expect(newlyEarned('u2', later, storage)).toHaveLength(2);
  });
});
