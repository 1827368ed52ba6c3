import { describe, expect, it } from 'vitest';
import { daysSince, formatChange, formatDate } from './dates-and-numbers';

describe('daysSince (whole days since creation)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts whole days only', () => {
    expect(daysSince('2026-03-10T00:00:00Z', now)).toBe(0);
    expect(daysSince('2026-03-09T12:00:01Z', now)).toBe(0);
    expect(daysSince('2026-03-09T12:00:00Z', now)).toBe(1);
    expect(daysSince('2026-01-01T00:00:00Z', now)).toBe(68);
  });
  it('never goes negative and survives bad input', () => {
    expect(daysSince('2026-04-01T00:00:00Z', now)).toBe(0);
    expect(daysSince('not a date', now)).toBe(0);
  });
});

describe('formatDate', () => {
  it('shows "Never" for a missing date', () => {
    expect(formatDate(null)).toBe('Never');
    expect(formatDate(undefined)).toBe('Never');
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('Jan 5, 2026');
  });
});

describe('formatChange', () => {
  it('signs and rounds the change', () => {
    expect(formatChange(12.345)).toBe('+12.3%');
    expect(formatChange(-3)).toBe('-3%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(null)).toBeNull();
  });
});
