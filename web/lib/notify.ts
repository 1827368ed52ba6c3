import { errorMessage } from './api-error';
import { toast } from './toast';

// Every action says how it went: success in a toast; failure in a toast titled with what failed, in
// the screen's language (`context`), with the server's reason under it, and in the console
// (docs/spec-deviations.md, deviation 3).
export function notifySuccess(message: string) {
  toast.success(message);
}

export function notifyError(context: string, error: unknown, fallback?: string) {
  console.error(context, error);
  const reason = errorMessage(error, fallback);
  toast.error(context, reason === context ? undefined : { description: reason });
}
