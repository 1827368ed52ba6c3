import { describe, expect, it } from 'vitest';
import type { ImportItem } from './import-item';
import { splitAtResumePoint } from './resume-point';

// Notes 10 to 14 of a file; 12 has nothing to learn (no item).
const item = (note: number): ImportItem => ({
  key: String(note),
  note,
  wordId: `id-${note}`,
  word: `word${note}`,
  meaning: 'meaning',
  tags: [],
  addedAt: '2026-03-02T08:00:00.000Z',
  card: null,
  reviews: [],
});
const batch = { items: [10, 11, 13, 14].map(item), notes: 5, skipped: 1 };
const notesOf = (items: ImportItem[]) => items.map((each) => each.note);

describe('where a job taken up again resumes', () => {
  it('takes a whole batch past the notes already committed', () => {
    expect(splitAtResumePoint(batch, 10, 10)).toEqual({ done: [], rest: batch });
    expect(splitAtResumePoint(batch, 10, 0)).toEqual({ done: [], rest: batch });
  });

  it('leaves out a batch an earlier run committed, keeping its items as met', () => {
    const { done, rest } = splitAtResumePoint(batch, 10, 15);
    expect(notesOf(done)).toEqual([10, 11, 13, 14]);
    expect(rest).toEqual({ items: [], notes: 0, skipped: 0 });
  });

  it('splits a batch read across the resume point at its note', () => {
    const { done, rest } = splitAtResumePoint(batch, 10, 13);
    expect(notesOf(done)).toEqual([10, 11]);
    expect({ ...rest, items: notesOf(rest.items) }).toEqual({ items: [13, 14], notes: 2, skipped: 0 });
    expect(splitAtResumePoint(batch, 10, 12).rest).toMatchObject({ notes: 3, skipped: 1 });
  });
});
