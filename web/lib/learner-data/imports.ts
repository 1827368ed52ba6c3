import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportMapping } from '~/core/imports/import-job';
import { apiClient, segment } from '~/web/lib/api-client';

const jobSchema = () => import('~/core/imports/import-job').then((module) => module.importJobSchema);
const jobsSchema = () => import('~/core/imports/import-job').then((module) => module.importJobSchema.array());
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

/** Every import query (the list and each job) starts with this key. */
export const importsKey = ['me', 'imports'] as const;
export const importKey = (id: string) => [...importsKey, id] as const;

const running = (job: ImportJob | undefined) => !job || job.status === 'queued' || job.status === 'running';

/** GET /api/me/imports/{id}, asked again every second until the import has ended. */
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: importKey(id),
    queryFn: ({ signal }) => apiClient.get(`/me/imports/${segment(id)}`, jobSchema, { signal }),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });

/** The job, asked for until it ends; `initial` is what a list already said of it. */
export function useImportJob(id: string | null, initial?: ImportJob) {
  return useQuery({ ...importJobQuery(id ?? ''), enabled: id !== null, initialData: initial });
}

/** GET /api/me/imports: the learner's latest imports, newest first (each followed by useImportJob). */
export const recentImportsQuery = () =>
  queryOptions({
    queryKey: [...importsKey, 'recent'] as const,
    queryFn: ({ signal }) => apiClient.get('/me/imports', jobsSchema, { signal }),
  });

export const useRecentImports = () => useQuery(recentImportsQuery());

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
export const useStartImport = () => useMutation({ mutationFn: startImport });
