import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';

/** GET /api/me/export: everything of the learner's as one JSON document. */
export const exportMyData = () => apiClient.get('/me/export', exportSchema);

const exportSchema = () => import('~/core/account/my-export').then((module) => module.myExportSchema);

/** The export, saved as a file named by the day it was taken (not cached: it is a download). */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportMyData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `vocably-export-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
