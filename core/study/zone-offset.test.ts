import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from './zone-offset';

const MINUTE = 60_000;

describe('a zone’s offset, kept per hour', () => {
  // Whole-hour changes, a half-hour one (Lord Howe), odd offsets (Kathmandu, Chatham), a zone that
  // skipped a whole day (Apia, 2011-12-30), and one without changes.
  const zones = [
    'Europe/Berlin',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'Pacific/Apia',
    'UTC',
  ];
  const changes = [
    '2026-03-29T00:59:00Z', // Berlin springs forward at 01:00 UTC
    '2026-10-25T00:59:00Z',
    '2026-03-08T06:59:00Z', // New York
    '2026-04-04T14:59:00Z', // Lord Howe: back half an hour at 02:00 local (15:00 UTC)
    '2026-10-03T15:29:00Z', // Lord Howe: forward half an hour at 02:00 local (15:30 UTC)
    '2026-04-04T13:59:00Z', // Chatham
    '2011-12-30T09:59:00Z', // Apia
  ];

  it('gives what tzOffset gives, minute by minute across every change of offset', () => {
    for (const zone of zones) {
      for (const change of changes) {
        const from = Date.parse(change) - 90 * MINUTE;
        for (let at = from; at <= from + 180 * MINUTE; at += MINUTE) {
          // Twice: the first call may fill the hour, the second reads it.
          expect(zoneOffsetMinutes(zone, new Date(at))).toBe(tzOffset(zone, new Date(at)));
          expect(zoneOffsetMinutes(zone, new Date(at + 1))).toBe(tzOffset(zone, new Date(at + 1)));
        }
      }
    }
  });

  it('changes at the very millisecond the zone does', () => {
    // Berlin: 2026-03-29T01:00:00.000Z is 03:00 summer time; a millisecond before, 01:59:59.999 winter time.
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-03-29T00:59:59.999Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-03-29T01:00:00.000Z'))).toBe(120);
    expect(zoneOffsetMinutes('Australia/Lord_Howe', new Date('2026-10-03T15:29:59.999Z'))).toBe(630);
    expect(zoneOffsetMinutes('Australia/Lord_Howe', new Date('2026-10-03T15:30:00.000Z'))).toBe(660);
  });

  it('gives NaN for a zone that does not exist, as tzOffset does', () => {
    expect(zoneOffsetMinutes('Mars/Olympus_Mons', new Date())).toBeNaN();
  });
});
