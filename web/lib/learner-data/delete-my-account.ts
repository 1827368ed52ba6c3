import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';
import { forgetLearner, lastLearner } from '~/web/lib/last-learner';
import { queryClient } from '~/web/lib/query-client';
import { forgetStudyOnThisDevice } from '~/web/lib/study-database';

/**
 * DELETE /api/me: the account and its learning data. Re-authentication: the password, unless the
 * session is under ten minutes old (else 401 REAUTHENTICATION_REQUIRED or INVALID_PASSWORD).
 */
export const deleteMyAccount = (password: string) =>
  apiClient.delete('/me', { body: password ? { password } : {} });

/**
 * Once deleted, nothing of the learner stays in this browser: not who they were (offline study's
 * guard), not the cached pages, not their offline study (answers waiting to be sent, with what they
 * typed, and the session in play), which could never be sent now. The caller leaves for the home page.
 */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: deleteMyAccount,
    // Who is deleted, read before the request: the learner guard writes it on every learner page, and
    // a 401 elsewhere during the request could make it forget them first. (Storage that blocks it
    // blocks IndexedDB too, so no offline study was kept either.)
    onMutate: () => ({ learner: lastLearner() }),
    onSuccess: async (_data, _password, { learner }) => {
      forgetLearner();
      queryClient.clear();
      // The account is gone whatever the browser's store does: a wipe that fails is logged, and the
      // deletion still reported as done (it is), never as a failure to retry.
      if (learner) {
        await forgetStudyOnThisDevice(learner).catch((error: unknown) => {
          console.error(
            'The offline study of the deleted account could not be removed from this browser',
            error,
          );
        });
      }
    },
  });
}
