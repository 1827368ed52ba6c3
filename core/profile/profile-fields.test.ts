import { describe, expect, it } from 'vitest';
import { defaultConstraints } from '~/core/plans/limits';
import { collectionLabel } from './profile-fields';

describe('collectionLabel', () => {
  it('names every collection the app limits (the Settings tab shows labels, not keys)', () => {
    expect(defaultConstraints.regularUser.map((entry) => collectionLabel(entry.collectionName))).toEqual([
      'Words',
      'Study Sets',
      'Stories',
      'Study Sessions',
    ]);
  });

  it('shows an unknown key as it is, and is not fooled by object properties', () => {
    expect(collectionLabel('e2e_words')).toBe('e2e_words');
    expect(collectionLabel('toString')).toBe('toString');
  });
});
