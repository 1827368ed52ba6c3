import { describe, expect, it } from 'vitest';
import { rankLemmas } from './rank-english';

describe('English ranks', () => {
  it('shares a surface count among the lemmas that produce it by their tagged-corpus counts', () => {
    const lemmas = [
      { key: 'see', tagCount: 999, demoted: false },
      { key: 'saw', tagCount: 0, demoted: false },
      { key: 'cat', tagCount: 5, demoted: false },
    ];
    const forms = new Map([['see', ['saw', 'seen']]]);
    // "saw" alone outnumbers "cat", but nearly all of it is the past of "see".
    const counts = new Map([
      ['saw', 5000],
      ['cat', 300],
      ['see', 100],
    ]);
    const ranks = rankLemmas(lemmas, forms, counts, new Set());
    expect([...ranks]).toEqual([
      ['see', 1],
      ['cat', 2],
      ['saw', 3],
    ]);
  });

  it('ranks demoted lemmas after every common one and ignores fragment counts', () => {
    const lemmas = [
      { key: 'paris', tagCount: 20, demoted: true },
      { key: 'don', tagCount: 3, demoted: false },
      { key: 'dog', tagCount: 40, demoted: false },
    ];
    const counts = new Map([
      ['paris', 9000],
      ['don', 8000],
      ['dog', 100],
    ]);
    const ranks = rankLemmas(lemmas, new Map(), counts, new Set(['don']));
    expect(ranks.get('dog')).toBe(1);
    expect(ranks.get('don')).toBe(2);
    expect(ranks.get('paris')).toBe(3);
  });
});
