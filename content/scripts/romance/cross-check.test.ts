import { describe, expect, it } from 'vitest';
import { crossCheck } from './cross-check';

const frequency = (word: string) => ({ time: 100, weather: 50, tense: 5, purpose: 60, plan: 40 })[word] ?? 1;

describe('crossCheck', () => {
  it('keeps what two sources agree on, drops the rest, orders by support then English frequency', () => {
    const accepted = crossCheck(
      [
        {
          source: 'apertium',
          candidates: [
            { word: 'weather', pos: 'noun' },
            { word: 'time', pos: 'noun' },
          ],
        },
        {
          source: 'freedict',
          candidates: [
            { word: 'time', pos: null },
            { word: 'tense', pos: null },
          ],
        },
        {
          source: 'pivot',
          candidates: [
            { word: 'time', pos: 'noun' },
            { word: 'weather', pos: 'noun' },
          ],
        },
      ],
      frequency,
    );
    expect(accepted.map((t) => [t.word, t.support])).toEqual([
      ['time', 3],
      ['weather', 2],
    ]);
    expect([...accepted[0]!.pos]).toEqual(['noun']);
  });

  it('lets the most trusted source win when no candidate has a second source', () => {
    const accepted = crossCheck(
      [
        { source: 'apertium', candidates: [{ word: 'purpose', pos: 'noun' }] },
        { source: 'freedict', candidates: [{ word: 'plan', pos: null }] },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['purpose']);
  });

  it("keeps the trusted source's commonest translation per part of speech even when another one is agreed", () => {
    const accepted = crossCheck(
      [
        {
          source: 'apertium',
          candidates: [
            { word: 'purpose', pos: 'noun' },
            { word: 'plan', pos: 'noun' },
          ],
          keepsDefaults: true,
        },
        {
          source: 'freedict',
          candidates: [
            { word: 'plan', pos: null },
            { word: 'tense', pos: null },
          ],
        },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['plan', 'purpose']);
  });

  it('takes a lone source whole', () => {
    const accepted = crossCheck(
      [
        { source: 'apertium', candidates: [] },
        {
          source: 'freedict',
          candidates: [
            { word: 'tense', pos: null },
            { word: 'time', pos: null },
          ],
        },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['time', 'tense']);
  });

  it('keeps no unconfirmed default of a pivot', () => {
    const accepted = crossCheck(
      [
        {
          source: 'pivot',
          candidates: [
            { word: 'purpose', pos: 'noun' },
            { word: 'plan', pos: 'noun' },
          ],
        },
        { source: 'freedict', candidates: [{ word: 'plan', pos: null }] },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['plan']);
  });
});
