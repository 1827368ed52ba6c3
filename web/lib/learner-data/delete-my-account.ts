import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';
import { forgetLearner } from '~/web/lib/last-learner';
import { queryClient } from '~/web/lib/query-client';

/**
 * DELETE /api/me: the account and its learning data. Re-authentication: the password, unless the
 * session is under ten minutes old (else 401 REAUTHENTICATION_REQUIRED or INVALID_PASSWORD).
 */
export const deleteMyAccount = (password: string) =>
  apiClient.delete('/me', { body: password ? { password } : {} });

/** Once deleted, nothing of the learner stays in this browser; the caller leaves for the home page. */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      forgetLearner();
      queryClient.clear();
    },
  });
}
