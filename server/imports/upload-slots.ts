import { AppError } from '~/server/http/errors';
import { importsBusy, MAX_OPEN_IMPORTS } from './queue-import';

// An import's file is written to DATA_DIR, on the disk that holds the database too, before it is
// queued: up to 100 MB each. So a process receives at most ten uploads at once (1 GB) and a learner
// as many as they may have imports open: a burst of uploads (fifty tabs, or a script) is refused at
// once, not written in full and refused afterwards.
export const MAX_UPLOADS_AT_ONCE = 10;

const receiving = new Map<string, number>();
let total = 0;

/**
 * A slot to receive one import's file for this learner, taken before the upload is read; call the
 * returned function when done (once, however often it is called). Refused as IMPORTS_BUSY when the
 * learner already sends as many files as they may have imports open, or UPLOADS_BUSY when the
 * process receives its most.
 */
export function takeUploadSlot(userId: string): () => void {
  const mine = receiving.get(userId) ?? 0;
  if (mine >= MAX_OPEN_IMPORTS) throw importsBusy();
  if (total >= MAX_UPLOADS_AT_ONCE) {
    throw new AppError(
      'UPLOADS_BUSY',
      'Other files are being uploaded right now; try again in a moment.',
      503,
    );
  }
  receiving.set(userId, mine + 1);
  total += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total -= 1;
    const left = (receiving.get(userId) ?? 1) - 1;
    if (left > 0) receiving.set(userId, left);
    else receiving.delete(userId);
  };
}
