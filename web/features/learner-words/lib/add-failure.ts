import { ApiRequestError } from '~/web/lib/api-error';

/** How an add was refused: the plan's limit (shown with the upgrade path), a duplicate, or else. */
export function addFailureKind(error: unknown): 'limit' | 'duplicate' | 'other' {
  if (!(error instanceof ApiRequestError)) return 'other';
  if (error.code === 'LIMIT_REACHED') return 'limit';
  if (error.code === 'DUPLICATE_WORD') return 'duplicate';
  return 'other';
}
