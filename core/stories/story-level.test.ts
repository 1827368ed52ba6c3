import { describe, expect, it } from 'vitest';
import { storyLevelOf } from './story-level';

// The level an AI story is asked for, by the words the learner holds in the language, at each edge.
describe('the level of an AI story', () => {
  it.each([
    [0, 'A1–A2'],
    [599, 'A1–A2'],
    [600, 'B1'],
    [1_999, 'B1'],
    [2_000, 'B2'],
    [50_000, 'B2'],
  ])('for %i words held is %s', (words, cefr) => {
    expect(storyLevelOf(words).cefr).toBe(cefr);
  });

  it('describes each level for the prompt', () => {
    expect(storyLevelOf(0).description).toMatch(/beginner/);
    expect(storyLevelOf(600).description).toMatch(/intermediate/);
    expect(storyLevelOf(2_000).description).toMatch(/upper-intermediate/);
  });
});
