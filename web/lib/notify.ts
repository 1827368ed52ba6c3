import { errorMessage } from './api-error';
import { toast } from './toast';

// Every admin action says how it went: success in a toast, failure with the server's message in a
// toast and in the console (docs/spec-deviations.md, deviation 3).
export function notifySuccess(message: string) {
  toast.success(message);
}

export function notifyError(context: string, error: unknown, fallback?: string) {
  console.error(context, error);
  toast.error(errorMessage(error, fallback));
}
