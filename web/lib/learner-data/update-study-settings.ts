import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateStudySettingsBody } from '~/core/study/study-settings';
import { apiClient } from '~/web/lib/api-client';
import { accountKeys } from './account-keys';
import { progressKey } from './get-progress';

/** PUT /api/me/settings: only the fields given change; answered with all the settings. */
export const updateStudySettings = (body: UpdateStudySettingsBody) =>
  apiClient.put('/me/settings', settingsSchema, { body });

const settingsSchema = () =>
  import('~/core/study/study-settings').then((module) => module.studySettingsSchema);

/**
 * The saved settings replace the cached ones. Today's allowance and the study day's bounds come from
 * them, so the progress figures are marked stale (refetched when next shown), not refetched here.
 */
export function useUpdateStudySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(accountKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: progressKey, refetchType: 'none' });
    },
  });
}
