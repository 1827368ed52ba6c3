import { TZDateMini } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addStudyDays,
  isValidTimeZone,
  studyDayBounds,
  studyDayEnd,
  studyDayOf,
  studyDayStart,
  studyDaysBetween,
} from './day-boundary';

const hours = (start: Date, end: Date) => (end.getTime() - start.getTime()) / 3_600_000;
const utc = (iso: string) => new Date(iso);

describe('studyDayOf', () => {
  it.each([
    // [instant, zone, study day]
    ['2026-11-23T03:59:59Z', 'UTC', '2026-11-22'],
    ['2026-11-23T04:00:00Z', 'UTC', '2026-11-23'],
    ['2027-01-01T03:00:00Z', 'UTC', '2026-12-31'],
    // New York, UTC−5 in winter: 04:00 local is 09:00Z.
    ['2026-11-23T08:59:59Z', 'America/New_York', '2026-11-22'],
    ['2026-11-23T09:00:00Z', 'America/New_York', '2026-11-23'],
    // Jerusalem, UTC+2 in winter: 04:00 local is 02:00Z; 01:00 local is still yesterday.
    ['2026-11-22T23:30:00Z', 'Asia/Jerusalem', '2026-11-22'],
    ['2026-11-23T02:00:00Z', 'Asia/Jerusalem', '2026-11-23'],
    // Chatham, UTC+13:45 in summer: 04:00 local on the 23rd is 14:15Z on the 22nd.
    ['2026-11-22T14:14:59Z', 'Pacific/Chatham', '2026-11-22'],
    ['2026-11-22T14:15:00Z', 'Pacific/Chatham', '2026-11-23'],
    // Lord Howe, UTC+11 in summer: 04:00 local is 17:00Z the day before.
    ['2026-11-22T17:00:00Z', 'Australia/Lord_Howe', '2026-11-23'],
    // London in summer (UTC+1): 03:30Z is 04:30 local.
    ['2026-07-01T03:30:00Z', 'Europe/London', '2026-07-01'],
    ['2026-07-01T02:59:00Z', 'Europe/London', '2026-06-30'],
  ])('%s in %s is study day %s', (instant, zone, day) => {
    expect(studyDayOf(utc(instant), zone)).toBe(day);
  });

  it("agrees with the zone's own wall clock every 15 minutes of a year, across every change of offset", () => {
    // The reference reads the local date and hour from a zoned date, as the rule is worded.
    const reference = (instant: Date, zone: string) => {
      const local = new TZDateMini(instant.getTime(), zone);
      const date = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
      if (local.getHours() < 4) date.setUTCDate(date.getUTCDate() - 1);
      return date.toISOString().slice(0, 10);
    };
    const zones = [
      'America/New_York',
      'Europe/London',
      'Asia/Jerusalem',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    const start = Date.parse('2026-01-01T00:00:00Z');
    const disagreements: string[] = [];
    for (const zone of zones) {
      for (let time = start; time < start + 366 * 86_400_000; time += 15 * 60_000) {
        const instant = new Date(time);
        if (studyDayOf(instant, zone) !== reference(instant, zone))
          disagreements.push(`${zone} ${instant.toISOString()}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses an unknown time zone', () => {
    expect(() => studyDayOf(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Asia/Jerusalem')).toBe(true);
  });
});

describe('study day bounds across daylight-saving changes', () => {
  it.each([
    // [zone, day, start (04:00 local), length in hours]
    ['UTC', '2026-03-08', '2026-03-08T04:00:00.000Z', 24],
    // New York springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November.
    ['America/New_York', '2026-03-07', '2026-03-07T09:00:00.000Z', 23],
    ['America/New_York', '2026-03-08', '2026-03-08T08:00:00.000Z', 24],
    ['America/New_York', '2026-10-31', '2026-10-31T08:00:00.000Z', 25],
    // London: 01:00 UTC on 29 March and 25 October 2026.
    ['Europe/London', '2026-03-28', '2026-03-28T04:00:00.000Z', 23],
    ['Europe/London', '2026-10-24', '2026-10-24T03:00:00.000Z', 25],
    // Jerusalem: 02:00 on Friday 27 March and 02:00 on 25 October 2026.
    ['Asia/Jerusalem', '2026-03-26', '2026-03-26T02:00:00.000Z', 23],
    ['Asia/Jerusalem', '2026-10-24', '2026-10-24T01:00:00.000Z', 25],
    // Lord Howe moves by half an hour: 02:00→01:30 on 5 April, 02:00→02:30 on 4 October 2026.
    ['Australia/Lord_Howe', '2026-04-04', '2026-04-03T17:00:00.000Z', 24.5],
    ['Australia/Lord_Howe', '2026-10-03', '2026-10-02T17:30:00.000Z', 23.5],
    // Chatham: 03:45→02:45 on 5 April, 02:45→03:45 on 27 September 2026 (UTC+12:45 / +13:45).
    ['Pacific/Chatham', '2026-04-04', '2026-04-03T14:15:00.000Z', 25],
    ['Pacific/Chatham', '2026-09-26', '2026-09-25T15:15:00.000Z', 23],
  ])('%s %s starts at %s and lasts %s hours', (zone, day, start, length) => {
    expect(studyDayStart(day, zone).toISOString()).toBe(start);
    expect(hours(studyDayStart(day, zone), studyDayEnd(day, zone))).toBe(length);
    // Every instant of the day maps back to it, the last millisecond too.
    expect(studyDayOf(studyDayStart(day, zone), zone)).toBe(day);
    expect(studyDayOf(new Date(studyDayEnd(day, zone).getTime() - 1), zone)).toBe(day);
  });

  it('gives a new date each time, so changing one cannot change the next answer', () => {
    const first = studyDayStart('2026-03-08', 'America/New_York');
    first.setTime(0);
    expect(studyDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(() => studyDayStart('2026-03-08', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => studyDayStart('2026-3-8', 'UTC')).toThrow(RangeError);
  });

  it('gives today and its bounds for an instant', () => {
    expect(studyDayBounds(utc('2026-03-08T12:00:00Z'), 'America/New_York')).toEqual({
      day: '2026-03-08',
      start: utc('2026-03-08T08:00:00Z'),
      end: utc('2026-03-09T08:00:00Z'),
    });
  });
});

describe('study day arithmetic', () => {
  it('steps over month and year ends and leap days', () => {
    expect(addStudyDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addStudyDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addStudyDays('2026-11-23', -30)).toBe('2026-10-24');
    expect(studyDaysBetween('2026-11-23', '2026-12-23')).toBe(30);
    expect(studyDaysBetween('2026-03-09', '2026-03-07')).toBe(-2);
    expect(() => addStudyDays('23/11/2026', 1)).toThrow(RangeError);
  });
});
