import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportMapping } from '~/core/imports/import-job';
import { apiClient, segment } from '~/web/lib/api-client';

const jobSchema = () => import('~/core/imports/import-job').then((module) => module.importJobSchema);
const previewSchema = () =>
  import('~/core/imports/import-preview').then((module) => module.importPreviewSchema);

export type ImportRequest = { file: Blob; fileName: string; language?: string; mapping?: ImportMapping };

function formOf({ file, fileName, language, mapping }: ImportRequest) {
  const form = new FormData();
  form.set('file', file, fileName);
  if (language) form.set('language', language);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return form;
}

/** POST /api/me/imports/preview: what the file holds (note types and first notes, or first rows). */
export const previewImport = (request: ImportRequest) =>
  apiClient.post('/me/imports/preview', previewSchema, { form: formOf(request) });

/** POST /api/me/imports: the import, queued (it runs on the server; follow it with useImportJob). */
export const startImport = (request: ImportRequest) =>
  apiClient.post('/me/imports', jobSchema, { form: formOf(request) });

export const importKey = (id: string) => ['me', 'imports', id] as const;

const running = (job: ImportJob | undefined) => !job || job.status === 'queued' || job.status === 'running';

/** GET /api/me/imports/{id}, asked again every second until the import has ended. */
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: importKey(id),
    queryFn: ({ signal }) => apiClient.get(`/me/imports/${segment(id)}`, jobSchema, { signal }),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });

export function useImportJob(id: string | null) {
  return useQuery({ ...importJobQuery(id ?? ''), enabled: id !== null });
}

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
export const useStartImport = () => useMutation({ mutationFn: startImport });
