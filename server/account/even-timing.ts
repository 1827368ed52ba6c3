import { AUTH_BASE_PATH } from './auth';

// Asking for a password reset answers the same whether the address has an account or not, and it
// must take the same time too: for a known address the server also writes a token and queues the
// mail, which made those answers measurably slower (about 20 ms at the median), enough to tell which
// addresses have accounts. Every answer waits until a floor well above either path's own time.
// Signing up likewise: a new address creates a user and queues the verification mail, a known one
// queues the "you already have an account" mail instead; their times differ as much.
export const EVEN_ANSWER_MS = 400;

const evenPaths = new Set([`${AUTH_BASE_PATH}/request-password-reset`, `${AUTH_BASE_PATH}/sign-up/email`]);

/** Whether a request's answer is held to EVEN_ANSWER_MS (see above). */
export const needsEvenTiming = (request: Request) =>
  request.method === 'POST' && evenPaths.has(new URL(request.url).pathname);

/** `answer`, given no sooner than `ms` after `startedAt` (performance.now()). */
export async function answerNoSooner<T>(answer: T, startedAt: number, ms = EVEN_ANSWER_MS): Promise<T> {
  const left = startedAt + ms - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return answer;
}
