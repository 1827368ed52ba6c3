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

const NOW = new Date('2026-11-28T12:00:00.000Z');
const DAY = 86_400_000;

describe('newlyEarned', () => {
  it('tells each earned achievement once per learner, and nothing not earned', () => {
    const storage = memoryStorage();
    const first = [earned('firstReview', '2026-11-28T09:00:00.000Z'), earned('firstStory', null)];
    expect(newlyEarned('u1', first, storage, NOW).map((a) => a.id)).toEqual(['firstReview']);
    expect(newlyEarned('u1', first, storage, NOW)).toEqual([]);
    const later = [first[0]!, earned('firstStory', '2026-11-28T10:00:00.000Z')];
    expect(newlyEarned('u1', later, storage, NOW).map((a) => a.id)).toEqual(['firstStory']);
    expect(newlyEarned('u2', later, storage, NOW)).toHaveLength(2);
  });

  it('never tells one again that left the list and came back', () => {
    const storage = memoryStorage();
    const story = earned('firstStory', '2026-11-28T10:00:00.000Z');
    expect(newlyEarned('u1', [story], storage, NOW)).toEqual([story]);
    expect(newlyEarned('u1', [earned('firstStory', null)], storage, NOW)).toEqual([]);
    const again = earned('firstStory', new Date(NOW.getTime() + DAY).toISOString());
    expect(newlyEarned('u1', [again], storage, new Date(NOW.getTime() + DAY))).toEqual([]);
  });

  it('on a device new to the learner, tells only what was earned within the last day', () => {
    const storage = memoryStorage();
    const monthOld = earned('firstReview', new Date(NOW.getTime() - 30 * DAY).toISOString());
    const dayOld = earned('firstStudySet', new Date(NOW.getTime() - DAY - 1).toISOString());
    expect(newlyEarned('u1', [monthOld, dayOld, earned('firstStory', null)], storage, NOW)).toEqual([]);
    // Remembered as seen: a later visit does not tell them either.
    expect(newlyEarned('u1', [monthOld, dayOld], storage, NOW)).toEqual([]);
    // One earned afterwards is told once, whenever it is dated.
    const fresh = earned('firstStory', new Date(NOW.getTime() - 40 * DAY).toISOString());
    expect(newlyEarned('u1', [monthOld, dayOld, fresh], storage, NOW)).toEqual([fresh]);
    expect(newlyEarned('u1', [monthOld, dayOld, fresh], storage, NOW)).toEqual([]);
    // Earned an hour ago, on a device that has nothing remembered yet: told.
    const recent = earned('firstReview', new Date(NOW.getTime() - 3_600_000).toISOString());
    expect(newlyEarned('u2', [recent], memoryStorage(), NOW)).toEqual([recent]);
  });
});
