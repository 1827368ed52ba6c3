import { describe, expect, it } from 'vitest';
import {
  canMoveDown,
  canMoveUp,
  checkEntry,
  checkUniqueEntry,
  isDuplicate,
  move,
  removeAt,
  replaceAt,
  sameValue,
} from './list-rules';

describe('entries', () => {
  it('trims and refuses empty values', () => {
    expect(checkEntry('  run fast ')).toEqual({ ok: true, value: 'run fast' });
    expect(checkEntry('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses duplicates whatever the case or surrounding spaces', () => {
    expect(isDuplicate(['Home', 'dwelling'], ' home ')).toBe(true);
    expect(checkUniqueEntry(['home'], 'HOME')).toEqual({ ok: false, reason: 'duplicate' });
    expect(checkUniqueEntry(['home'], ' abode ')).toEqual({ ok: true, value: 'abode' });
    expect(checkUniqueEntry(['home'], '')).toEqual({ ok: false, reason: 'empty' });
  });

  it('lets a row keep its own value while it is edited', () => {
    expect(checkUniqueEntry(['home', 'abode'], 'Home', 0)).toEqual({ ok: true, value: 'Home' });
    expect(checkUniqueEntry(['home', 'abode'], 'home', 1)).toEqual({ ok: false, reason: 'duplicate' });
  });
});

describe('moving', () => {
  it('the first cannot go up and the last cannot go down', () => {
    expect(canMoveUp(0)).toBe(false);
    expect(canMoveUp(1)).toBe(true);
    expect(canMoveDown(2, 3)).toBe(false);
    expect(canMoveDown(1, 3)).toBe(true);
  });

  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(move(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });

  it('does not change its input', () => {
    const list = ['a', 'b'];
    move(list, 0, 'down');
    replaceAt(list, 0, 'z');
    removeAt(list, 0);
    expect(list).toEqual(['a', 'b']);
    expect(replaceAt(list, 1, 'z')).toEqual(['a', 'z']);
    expect(removeAt(list, 0)).toEqual(['b']);
  });
});

it('compares plain values structurally', () => {
  expect(sameValue({ en: ['a'] }, { en: ['a'] })).toBe(true);
  expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
});
