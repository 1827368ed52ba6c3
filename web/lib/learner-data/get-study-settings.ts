import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/me/settings: desired retention, new words and reviews per day, time zone. */
export const getStudySettings = (signal?: AbortSignal) =>
  apiClient.get('/me/settings', settingsSchema, { signal });

const settingsSchema = () =>
  import('~/core/study/study-settings').then((module) => module.studySettingsSchema);

export const studySettingsQuery = () =>
  queryOptions({ queryKey: accountKeys.settings, queryFn: ({ signal }) => getStudySettings(signal) });

export function useStudySettings() {
  return useQuery(studySettingsQuery());
}
