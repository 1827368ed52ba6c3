import type { ImportJob } from '~/core/imports/import-job';
import type { importJob } from '~/server/db/schema';

type ImportJobRow = typeof importJob.$inferSelect;

export function toImportJob(row: ImportJobRow): ImportJob {
  const progress = row.status === 'done' ? 1 : row.total ? Math.min(1, row.processed / row.total) : 0;
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    fileName: row.fileName,
    languageCode: row.languageCode,
    counts: row.counts,
    progress,
    limit: row.limitNote ?? null,
    message: row.message,
    code: row.messageCode,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
