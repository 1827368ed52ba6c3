import { describe, expect, it } from 'vitest';
import {
  anyDirty,
  definitionExamplesKey,
  discardDraft,
  draftValue,
  hasDefinitionExampleDrafts,
  isDirty,
  isStale,
  setDraft,
} from './word-drafts';

describe('word drafts', () => {
  it('shows the server value until something changes locally', () => {
    expect(draftValue({}, 'synonyms', ['a'])).toEqual(['a']);
    const drafts = setDraft({}, 'synonyms', ['a'], ['a', 'b']);
    expect(draftValue(drafts, 'synonyms', ['a'])).toEqual(['a', 'b']);
    expect(isDirty(drafts, 'synonyms')).toBe(true);
    expect(anyDirty(drafts)).toBe(true);
  });

  it('keeps the value it started from across edits, and a change back is no change', () => {
    let drafts = setDraft({}, 'variants', ['x'], ['x', 'y']);
    drafts = setDraft(drafts, 'variants', ['x'], ['x', 'y', 'z']);
    expect(drafts.variants?.base).toEqual(['x']);
    drafts = setDraft(drafts, 'variants', ['x'], ['x']);
    expect(anyDirty(drafts)).toBe(false);
  });

  it('cancel discards', () => {
    const drafts = setDraft({}, 'synonyms', [], ['a']);
    expect(discardDraft(drafts, 'synonyms')).toEqual({});
  });

  it('notices when the server value moved on under a draft', () => {
    const drafts = setDraft({}, 'synonyms', ['a'], ['a', 'b']);
    expect(isStale(drafts, 'synonyms', ['a'])).toBe(false);
    expect(isStale(drafts, 'synonyms', ['a', 'c'])).toBe(true);
    expect(isStale({}, 'synonyms', ['a', 'c'])).toBe(false);
  });

  it('tells when examples of a definition are being edited', () => {
    expect(hasDefinitionExampleDrafts(setDraft({}, 'synonyms', [], ['a']))).toBe(false);
    expect(hasDefinitionExampleDrafts(setDraft({}, definitionExamplesKey('d1'), [], ['a']))).toBe(true);
  });
});
