import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudySettings } from '~/core/study/study-settings';
import { apiClient } from '~/web/lib/api-client';
import { accountKeys } from './account-keys';

const fittedSchema = () =>
  import('~/core/study/fitted-parameters').then((module) => module.fittedParametersSchema);

/** POST /api/me/settings/optimize: FSRS fitted to the learner's own reviews, now in their settings. */
export const optimizeSchedule = () => apiClient.post('/me/settings/optimize', fittedSchema);

export function useOptimizeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optimizeSchedule,
    onSuccess: (fitted) => {
      queryClient.setQueryData<StudySettings>(accountKeys.settings, (settings) =>
        settings ? { ...settings, fsrsParameters: fitted } : settings,
      );
    },
  });
}
