import { describe, expect, it } from 'vitest';
import { type AchievementFacts, achievementsOf } from './achievements';

const none: AchievementFacts = {
  firstReviewAt: null,
  learnedAt: [],
  studyDays: [],
  perfectSessionAt: null,
  firstStoryAt: null,
  firstStudySetAt: null,
};
const at = (day: string, time = '09:00') => new Date(`${day}T${time}:00.000Z`);
const byId = (facts: AchievementFacts) =>
  Object.fromEntries(achievementsOf(facts).map((achievement) => [achievement.id, achievement]));

describe('achievementsOf', () => {
  it('lists ten achievements, none earned for a learner who has done nothing', () => {
    const list = achievementsOf(none);
    expect(list).toHaveLength(10);
    expect(list.every((achievement) => achievement.earnedAt === null)).toBe(true);
    expect(byId(none).words10!.progress).toEqual({ current: 0, target: 10 });
  });

  it('dates a words-learned achievement by the word that made the count', () => {
    const learnedAt = Array.from({ length: 12 }, (_, index) =>
      at(`2026-11-${String(index + 1).padStart(2, '0')}`),
    );
    const list = byId({ ...none, learnedAt });
    expect(list.words10).toEqual({
      id: 'words10',
      earnedAt: '2026-11-10T09:00:00.000Z',
      progress: { current: 10, target: 10 },
    });
    expect(list.words100).toMatchObject({ earnedAt: null, progress: { current: 12, target: 100 } });
  });

  it('dates a streak by the first answer of the day that made the run that long; a gap starts over', () => {
    const studyDays = ['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06'].map((day) => ({
      day,
      firstAnswerAt: at(day, '20:15'),
    }));
    const list = byId({ ...none, studyDays });
    expect(list.streak3).toMatchObject({
      earnedAt: '2026-11-06T20:15:00.000Z',
      progress: { current: 3, target: 3 },
    });
    expect(list.streak7).toMatchObject({ earnedAt: null, progress: { current: 3, target: 7 } });
  });

  it('passes dated facts through', () => {
    const list = byId({ ...none, firstReviewAt: at('2026-11-01'), firstStoryAt: at('2026-11-03') });
    expect(list.firstReview!.earnedAt).toBe('2026-11-01T09:00:00.000Z');
    expect(list.firstStory!.earnedAt).toBe('2026-11-03T09:00:00.000Z');
    expect(list.perfectSession!.earnedAt).toBeNull();
  });
});
