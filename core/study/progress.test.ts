import { describe, expect, it } from 'vitest';
import { dailySeries } from './daily-series';
import { addStudyDays, studyDayOf } from './day-boundary';
import { dueForecast } from './due-forecast';
import { studyStreaks } from './streaks';
import { trueRetention, trueRetentionOfDays, trueRetentionSince } from './true-retention';

describe('studyStreaks', () => {
  const days = [
    '2026-11-01',
    '2026-11-02',
    '2026-11-03',
    '2026-11-04',
    '2026-11-10',
    '2026-11-20',
    '2026-11-21',
  ];

  it('counts the current run up to today and the longest run', () => {
    expect(studyStreaks([...days, '2026-11-22'], '2026-11-22')).toEqual({ current: 3, longest: 4 });
  });

  it('does not break the current streak for today without a review yet, only once the day is over', () => {
    expect(studyStreaks(days, '2026-11-22')).toEqual({ current: 2, longest: 4 });
    expect(studyStreaks(days, '2026-11-23')).toEqual({ current: 0, longest: 4 });
  });

  it('handles no reviews, duplicates, unsorted days and days across a month end', () => {
    expect(studyStreaks([], '2026-11-22')).toEqual({ current: 0, longest: 0 });
    expect(studyStreaks(['2026-12-01', '2026-11-30', '2026-11-30', '2026-11-29'], '2026-12-01')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it("follows the 04:00 day boundary in the learner's zone (a 01:00 review counts for the evening before)", () => {
    const zone = 'Asia/Jerusalem';
    const reviews = ['2026-11-20T18:00:00Z', '2026-11-21T23:30:00Z' /* 01:30 on the 22nd, local */];
    const reviewDays = reviews.map((at) => studyDayOf(new Date(at), zone));
    expect(reviewDays).toEqual(['2026-11-20', '2026-11-21']);
    // At 03:59 local on the 23rd the 22nd is still today: the streak stands.
    expect(studyStreaks(reviewDays, studyDayOf(new Date('2026-11-23T01:59:00Z'), zone)).current).toBe(2);
    // At 04:00 local on the 23rd, the 22nd ended without a review.
    expect(studyStreaks(reviewDays, studyDayOf(new Date('2026-11-23T02:00:00Z'), zone)).current).toBe(0);
  });
});

describe('trueRetention', () => {
  const today = '2026-11-23';
  const ago = (days: number) => addStudyDays(today, -days);

  it('is the share of mature reviews (interval ≥ 21 days) in the last 30 study days not rated Again', () => {
    const result = trueRetention(
      [
        { studyDay: ago(0), rating: 3, intervalDays: 21 },
        { studyDay: ago(2), rating: 2, intervalDays: 40 },
        { studyDay: ago(3), rating: 4, intervalDays: 100 },
        { studyDay: ago(29), rating: 1, intervalDays: 30 }, // the window's first day
        { studyDay: ago(5), rating: 1, intervalDays: 20 }, // young: not counted
        { studyDay: ago(30), rating: 1, intervalDays: 60 }, // the day before the window: not counted
        { studyDay: addStudyDays(today, 1), rating: 1, intervalDays: 60 }, // after today: not counted
      ],
      today,
    );
    expect(result).toEqual({ reviews: 4, passed: 3, rate: 0.75 });
  });

  it('drops a review the study day its thirtieth day ends', () => {
    const review = { studyDay: today, rating: 3 as const, intervalDays: 25 };
    expect(trueRetention([review], addStudyDays(today, 29)).reviews).toBe(1);
    expect(trueRetention([review], addStudyDays(today, 30)).reviews).toBe(0);
    expect(trueRetentionSince(today)).toBe('2026-10-25');
  });

  it('has no rate without mature reviews', () => {
    expect(trueRetention([], today)).toEqual({ reviews: 0, passed: 0, rate: null });
    expect(trueRetentionOfDays([{ day: today, matureReviews: 0, maturePassed: 0 }], today).rate).toBeNull();
  });

  it('sums the per-day counts of the same window, no day before it or after today', () => {
    const days = [
      { day: ago(30), matureReviews: 5, maturePassed: 0 }, // before the window
      { day: ago(29), matureReviews: 2, maturePassed: 1 },
      { day: ago(3), matureReviews: 4, maturePassed: 4 },
      { day: today, matureReviews: 2, maturePassed: 1 },
      { day: addStudyDays(today, 1), matureReviews: 7, maturePassed: 0 }, // after today
    ];
    expect(trueRetentionOfDays(days, today)).toEqual({ reviews: 8, passed: 6, rate: 0.75 });
  });
});

describe('dueForecast', () => {
  it('counts cards due on each of the next 30 study days, overdue ones today', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const forecast = dueForecast(
      [
        '2026-11-01T10:00:00Z', // overdue
        '2026-11-23T20:00:00Z', // later today
        '2026-11-24T03:00:00Z', // 03:00 UTC on the 24th is still study day 23 in UTC
        '2026-11-24T04:00:00Z',
        '2026-12-22T05:00:00Z', // day 30
        '2026-12-23T05:00:00Z', // beyond the forecast
      ],
      { now, timeZone: 'UTC' },
    );
    expect(forecast).toHaveLength(30);
    expect(forecast[0]).toEqual({ day: '2026-11-23', due: 3 });
    expect(forecast[1]).toEqual({ day: '2026-11-24', due: 1 });
    expect(forecast[29]).toEqual({ day: '2026-12-22', due: 1 });
    expect(forecast.reduce((sum, entry) => sum + entry.due, 0)).toBe(5);
  });

  it("uses the learner's zone", () => {
    // 20:00 UTC on the 23rd is 07:00 on the 24th in Sydney: tomorrow there.
    const forecast = dueForecast(['2026-11-23T20:00:00Z'], {
      now: new Date('2026-11-23T00:00:00Z'),
      timeZone: 'Australia/Sydney',
      days: 3,
    });
    expect(forecast).toEqual([
      { day: '2026-11-23', due: 0 },
      { day: '2026-11-24', due: 1 },
      { day: '2026-11-25', due: 0 },
    ]);
  });
});

describe('dailySeries', () => {
  it('fills every day ending today, oldest first', () => {
    const series = dailySeries(
      new Map([
        ['2026-11-22', 4],
        ['2026-11-01', 9],
      ]),
      { today: '2026-11-23', days: 365 },
    );
    expect(series).toHaveLength(365);
    expect(series.at(-1)).toEqual({ day: '2026-11-23', value: 0 });
    expect(series.at(-2)).toEqual({ day: '2026-11-22', value: 4 });
    expect(series[0]!.day).toBe('2025-11-24');
    expect(series.reduce((sum, entry) => sum + entry.value, 0)).toBe(13);
  });
});
