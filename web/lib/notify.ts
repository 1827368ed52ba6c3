import { type Refusals, refusalMessage } from './i18n/refusal-message';
import { toast } from './toast';

// Every action says how it went: success in a toast; failure in a toast titled with what failed, in
// the screen's language (`context`), with the server's reason under it, and in the console
// (docs/spec-deviations.md, deviation 3). A learner page passes its `refusals` so that the reason is
// in its language too; without them (the admin's English pages) it is the server's own words.
export function notifySuccess(message: string) {
  toast.success(message);
}

export function notifyError(context: string, error: unknown, refusals: Refusals = {}) {
  console.error(context, error);
  const reason = refusalMessage(error, refusals);
  toast.error(context, reason === context ? undefined : { description: reason });
}
