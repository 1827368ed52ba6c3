import type { AppError } from '~/server/http/errors';

/**
 * Places for heavy work a learner starts (reading a file, fitting a schedule): one a learner at a
 * time, and at most `max` in the process, so a burst of requests cannot take the server's memory or
 * its cores. `take` answers a function that gives the place back (once, however often it is called),
 * or throws the refusal: the learner's own work under way, or the process full.
 */
export function learnerSlots(options: {
  max: number;
  learnerBusy: () => AppError;
  processBusy: () => AppError;
}) {
  const taken = new Set<string>();
  return function take(userId: string): () => void {
    if (taken.has(userId)) throw options.learnerBusy();
    if (taken.size >= options.max) throw options.processBusy();
    taken.add(userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      taken.delete(userId);
    };
  };
}
