import { AppError } from '~/server/http/errors';
import { learnerSlots } from '~/server/workers/learner-slots';

// Optimising a schedule loads the learner's whole review log (hundreds of thousands of reviews after
// years of study), copies it to a worker thread with a heap of its own and trains for seconds of CPU.
// So a learner runs one at a time (a double click or a script cannot start a dozen) and a process at
// most two: a burst of calls cannot take the server's memory or its cores.
export const MAX_OPTIMIZERS_AT_ONCE = 2;

/** A slot to optimise this learner's schedule; call the returned function when done. */
export const takeOptimizeSlot = learnerSlots({
  max: MAX_OPTIMIZERS_AT_ONCE,
  learnerBusy: () =>
    new AppError('OPTIMIZE_BUSY', 'Your schedule is already being optimised. Wait for it to finish.', 409),
  processBusy: () =>
    new AppError(
      'OPTIMIZERS_BUSY',
      'Too many schedules are being optimised right now. Try again in a minute.',
      503,
    ),
});
