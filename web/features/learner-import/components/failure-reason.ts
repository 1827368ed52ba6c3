import type { ImportJob } from '~/core/imports/import-job';
import { ApiRequestError } from '~/web/lib/api-error';
import { type Refusals, refusalMessage } from '~/web/lib/i18n/refusal-message';

/**
 * Why an import failed, in the page's language when the page knows the job's code (its message may
 * quote the server's English as `{reason}`); else the server's English itself, which the page marks
 * as English. A job's failure is said as the same refusal from a request would be.
 */
export function failureReason(
  job: Pick<ImportJob, 'code' | 'message'>,
  refusals: Refusals,
): { text: string; english: boolean } {
  const message = job.message ?? '';
  if (job.code === null || !Object.hasOwn(refusals, job.code)) return { text: message, english: true };
  return { text: refusalMessage(new ApiRequestError(message, 422, job.code), refusals), english: false };
}
