import { describe, expect, it } from 'vitest';
import { osaDistance } from './edit-distance';

describe('osaDistance', () => {
  it.each([
    ['house', 'house', 0],
    ['house', 'hous', 1],
    ['house', 'mouse', 1],
    ['house', 'hosue', 1],
    ['ca', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['𠮷野家', '吉野家', 1],
    ['😀a', 'a😀', 1],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(osaDistance(a, b)).toBe(distance);
  });

  it('stops past the limit', () => {
    expect(osaDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(osaDistance('a', 'abcdef', 2)).toBe(3);
  });
});
