import { AppError } from '~/server/http/errors';
import { learnerSlots } from '~/server/workers/learner-slots';

// Reading a file for its preview takes a thread with up to 192 MB of heap and the unpacked collection
// beside it, outside the heap. So a process reads at most two previews at once and a learner one: a
// burst of uploads (twenty tabs, or a script) cannot take the server's memory. Imports have their own
// bound (three under way a learner, run one at a time by the worker).
export const MAX_PREVIEWS_AT_ONCE = 2;

/** A slot to read one preview for this learner; call the returned function when done. */
export const takePreviewSlot = learnerSlots({
  max: MAX_PREVIEWS_AT_ONCE,
  learnerBusy: () =>
    new AppError(
      'PREVIEW_BUSY',
      'Your last file is still being read; wait for it before choosing another.',
      409,
    ),
  processBusy: () =>
    new AppError('PREVIEWS_BUSY', 'Other files are being read right now; try again in a moment.', 503),
});
