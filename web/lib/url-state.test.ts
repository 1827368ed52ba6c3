import { describe, expect, it } from 'vitest';
import { readEnum, readPositiveInt, readText, withParams } from './url-state';

describe('readPositiveInt', () => {
  it.each([
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['', 1],
    ['page=99999999999999999999', 1],
  ])('%s gives %i', (query, expected) => {
    expect(readPositiveInt(new URLSearchParams(query), 'page')).toBe(expected);
  });
});

describe('readEnum and readText', () => {
  it('accepts only the allowed values', () => {
    const params = new URLSearchParams('status=disabled&provider=github&q=%20ann%20');
    expect(readEnum(params, 'status', ['active', 'disabled'])).toBe('disabled');
    expect(readEnum(params, 'provider', ['credential', 'google', 'apple'])).toBeUndefined();
    expect(readText(params, 'q')).toBe('ann');
    expect(readText(params, 'missing')).toBe('');
  });
});

describe('withParams', () => {
  it('sets, replaces and removes keys without touching the original', () => {
    const current = new URLSearchParams('q=ann&page=2&status=active');
    const next = withParams(current, { q: 'bob', page: null, status: '', premium: 'yes', open: false });
    expect(next.toString()).toBe('q=bob&premium=yes');
    expect(current.toString()).toBe('q=ann&page=2&status=active');
  });

  it('writes numbers as text', () => {
    expect(withParams(new URLSearchParams(), { page: 4 }).toString()).toBe('page=4');
  });
});
