import { describe, expect, it } from 'vitest';
import { filtersFromUrl, hasFilters } from './word-filters';

const fromUrl = (search: string) => filtersFromUrl(new URLSearchParams(search));

describe('the words list’s filters in the URL', () => {
  it('reads the search with the other filters', () => {
    expect(fromUrl('q=pom&status=learned&tag=food&set=s1')).toEqual({
      q: 'pom',
      status: 'learned',
      tag: 'food',
      studySetId: 's1',
    });
  });

  it('reads the search as the server does: its ends trimmed, spaces single, one form of each letter', () => {
    expect(fromUrl(`q=${encodeURIComponent('  pomme   de\tterre ')}`)).toEqual({ q: 'pomme de terre' });
    expect(fromUrl(`q=${encodeURIComponent('cafe\u0301')}`)).toEqual({ q: 'caf\u00e9' });
  });

  it('leaves out an empty search, and cuts a long one to what the server takes', () => {
    expect(fromUrl('q=%20%20')).toEqual({});
    expect(fromUrl(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('counts a search as a filter (Clear filters clears it)', () => {
    expect(hasFilters(fromUrl('q=pom'))).toBe(true);
    expect(hasFilters(fromUrl(''))).toBe(false);
  });
});
