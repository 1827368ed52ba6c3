import type { ImportItem } from './import-item';
import type { ReadBatch } from './read-import-file';

/**
 * Splits a batch at the job's resume point. Every batch commits together with the job's `processed`
 * (the notes read so far), so a run taken up again after a crash or a fault of ours starts after the
 * notes an earlier run committed: those are not imported again, nor recognised by what the learner
 * still has, and a word the learner deleted between the runs stays deleted. `firstNote` is the place
 * of the batch's first note in the file; `done` are the items before the resume point (only their
 * spellings still matter, for the file's later repeats to count as duplicates), `rest` the batch after it.
 */
export function splitAtResumePoint(
  batch: ReadBatch,
  firstNote: number,
  resumeAt: number,
): { done: ImportItem[]; rest: ReadBatch } {
  const notesDone = Math.min(Math.max(resumeAt - firstNote, 0), batch.notes);
  if (notesDone === 0) return { done: [], rest: batch };
  const items = batch.items.filter((item) => item.note >= resumeAt);
  const notes = batch.notes - notesDone;
  return {
    done: batch.items.filter((item) => item.note < resumeAt),
    // A note read without an item is one the reader skipped: the batch's own count, past the point.
    rest: { items, notes, skipped: notes - items.length },
  };
}
