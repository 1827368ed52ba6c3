import { describe, expect, it } from 'vitest';
import { studySettingsSchema } from './study-settings';

describe('studySettingsSchema', () => {
  it('fills the defaults: retention 0.90, 20 new cards, 200 reviews a day, UTC, FSRS’s own parameters', () => {
    expect(studySettingsSchema.parse({})).toEqual({
      desiredRetention: 0.9,
      newCardsPerDay: 20,
      maxReviewsPerDay: 200,
      timeZone: 'UTC',
      fsrsParameters: null,
    });
  });

  it('keeps desired retention within 0.80–0.97', () => {
    expect(studySettingsSchema.safeParse({ desiredRetention: 0.8 }).success).toBe(true);
    expect(studySettingsSchema.safeParse({ desiredRetention: 0.97 }).success).toBe(true);
    const low = studySettingsSchema.safeParse({ desiredRetention: 0.79 });
    expect(low.error?.issues[0]?.message).toBe('Desired retention must be between 0.80 and 0.97');
    expect(studySettingsSchema.safeParse({ desiredRetention: 0.98 }).success).toBe(false);
  });

  it('accepts whole, non-negative daily limits and only real IANA time zones', () => {
    expect(studySettingsSchema.safeParse({ newCardsPerDay: -1 }).success).toBe(false);
    expect(studySettingsSchema.safeParse({ maxReviewsPerDay: 2.5 }).success).toBe(false);
    expect(studySettingsSchema.parse({ timeZone: 'Pacific/Chatham' }).timeZone).toBe('Pacific/Chatham');
    expect(studySettingsSchema.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues[0]?.message).toBe(
      'Time zone must be an IANA name such as Europe/London',
    );
  });
});
