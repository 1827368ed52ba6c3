import { describe, expect, it } from 'vitest';
import { checkRows } from './count-rows';

const row = (collectionName: string, count: string) => ({ id: collectionName, collectionName, count });

describe('checkRows', () => {
  it('trims names and parses counts as integers, default 0, minimum 0', () => {
    expect(checkRows([row(' words ', '12'), row('stories', ''), row('sets', '-3'), row('x', '2.7')])).toEqual(
      {
        ok: true,
        rows: [
          { collectionName: 'words', count: 12 },
          { collectionName: 'stories', count: 0 },
          { collectionName: 'sets', count: 0 },
          { collectionName: 'x', count: 2 },
        ],
      },
    );
  });

  it('refuses an empty name', () => {
    expect(checkRows([row('words', '1'), row('  ', '2')])).toEqual({
      ok: false,
      message: 'Row 2: Collection name is required',
    });
  });

  it('refuses a repeated name, whatever its case', () => {
    expect(checkRows([row('words', '1'), row('Words', '2')])).toMatchObject({ ok: false });
  });

  it('accepts no rows at all', () => {
    expect(checkRows([])).toEqual({ ok: true, rows: [] });
  });
});
