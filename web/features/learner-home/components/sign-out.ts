import { forgetLearner } from '~/web/lib/last-learner';
import { queryClient } from '~/web/lib/query-client';

// Sign-out, loaded when it is asked for: neither it nor Better Auth's client is in the learner pages'
// first load (docs/performance.md §6).

/**
 * Signs out, and says so when the server did not: the client answers a refused or failed sign-out
 * with `{ error }`, not a throw, so it used to look done while the session stayed. Either way this
 * device stops letting the learner study offline under their name.
 */
export async function signOut(failed: string) {
  forgetLearner();
  try {
    const { authClient } = await import('~/web/lib/auth-client');
    const { error } = await authClient.signOut();
    if (error) throw error;
  } catch (error) {
    console.error('Sign-out failed', error);
    // Loaded when needed, as the auth client is: toasts are not in the first load either.
    const { toast } = await import('~/web/lib/toast');
    toast.error(failed);
    return;
  }
  queryClient.clear();
  // The home page is a static document (no client app): load it, do not route to it.
  window.location.assign('/');
}
