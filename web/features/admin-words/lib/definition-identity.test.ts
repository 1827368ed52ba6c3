import { describe, expect, it } from 'vitest';
import { firstDefinitionIds, followDefinitionIds, followDefinitions } from './definition-identity';

const move = { partOfSpeech: 'verb', definition: 'To move fast', examples: ['I run home'] };
const manage = { partOfSpeech: 'verb', definition: 'To manage', examples: ['She runs a shop'] };
const bare = { partOfSpeech: 'noun', definition: 'A run', examples: [] };

describe('following definitions across a reload', () => {
  it('finds a definition by its text, wherever it moved', () => {
    expect(followDefinitions([move, manage], [manage, move])).toEqual([1, 0]);
  });

  it('finds a definition whose text was rewritten by its examples', () => {
    const rewritten = { ...move, definition: 'To go quickly' };
    expect(followDefinitions([move, manage], [manage, rewritten])).toEqual([1, 0]);
  });

  it('finds a definition without examples rewritten in its place', () => {
    expect(followDefinitions([move, bare], [move, { ...bare, definition: 'A jog' }])).toEqual([0, 1]);
  });

  it('takes a definition it cannot tell from a deleted one as gone', () => {
    expect(followDefinitions([move, manage], [manage])).toEqual([null, 0]);
    expect(followDefinitions([bare, manage], [manage, { ...bare, definition: 'A jog' }])).toEqual([null, 0]);
    expect(followDefinitions([move, bare], [move, { ...bare, partOfSpeech: 'verb' }])).toEqual([0, null]);
  });

  it('keeps ids on followed definitions, gives new ones new ids, and lists those gone', () => {
    const known = firstDefinitionIds([move, manage]);
    const { next, gone } = followDefinitionIds(known, [{ ...manage, definition: 'To run a business' }, bare]);
    expect(next.ids).toEqual(['d1', 'd2']);
    expect(gone).toEqual([{ id: 'd0', definition: move }]);
  });
});
