import { describe, expect, it } from 'vitest';
import { parseCount } from './parse-count';

describe('parseCount (integers, default 0, minimum 0)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['3.9', 3],
    ['12abc', 12],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
    ['0', 0],
  ])('reads %j as %i', (input, expected) => {
    expect(parseCount(input)).toBe(expected);
  });

  it('accepts numbers, null and undefined', () => {
    expect(parseCount(5.5)).toBe(5);
    expect(parseCount(-1)).toBe(0);
    expect(parseCount(Number.NaN)).toBe(0);
    expect(parseCount(null)).toBe(0);
    expect(parseCount(undefined)).toBe(0);
  });
});
