import { ApiRequestError, errorMessage } from '../api-error';
import { format } from './format';

// Every refusal of the API carries a stable `code` beside its English `message`. A learner page says
// the refusals it knows in its own language from a table by code (each feature's i18n `refusals`,
// which start from the learner pages' common ones, ./learner-refusals-en.ts); a code it does not
// know still shows the server's own words, better than nothing.

/** A page's messages for the server's refusals, by their code; `{name}` placeholders allowed. */
export type Refusals = Readonly<Record<string, string>>;

/**
 * What failed, in the page's language: the page's message for the refusal's code (placeholders filled
 * from `values`, which the page knows: the API sends no details beside its English text), else the
 * error's own message.
 */
export function refusalMessage(
  error: unknown,
  refusals: Refusals,
  values: Record<string, string | number> = {},
): string {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  const known = code !== undefined && Object.hasOwn(refusals, code) ? refusals[code] : undefined;
  return known === undefined ? errorMessage(error) : format(known, values);
}
