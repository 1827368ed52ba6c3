import { ApiRequestError, errorMessage, NetworkFailure } from '../api-error';
import { format } from './format';
import type { Widen } from './widen';

// Every refusal of the API carries a stable `code` beside its English `message`. A learner page says
// the refusals it knows in its own language from a table by code (each feature's i18n `refusals`,
// which start from the learner pages' common ones, ./learner-refusals-en.ts); a code it does not
// know still shows the server's own words, better than nothing. A request that got no answer at all
// has a code of ours, NETWORK_FAILURE (../api-error.ts), in the common tables too.

/** A page's messages for the server's refusals, by their code; `{name}` placeholders allowed. */
export type Refusals = Readonly<Record<string, string>>;

/**
 * A feature's messages as every language gives them: the English file's keys and shapes (./widen),
 * and refusals that the English table leaves out on purpose. Those are the codes whose server English
 * names what the page cannot know (the plan's limit and, by tier, the way past it; the words a story
 * left out): English pages show the server's words, which say more, and other languages say what
 * they can.
 */
export type WithRefusals<English extends { refusals: Refusals }> = Widen<English> & {
  readonly refusals: Refusals;
};

/**
 * What failed, in the page's language: the page's message for the refusal's code (placeholders filled
 * from `values`, which the page knows: the API sends no details beside its English text, which a
 * message may quote as `{reason}`, isolated in its own direction), else the error's own message.
 */
export function refusalMessage(
  error: unknown,
  refusals: Refusals,
  values: Record<string, string | number> = {},
): string {
  const code = error instanceof ApiRequestError || error instanceof NetworkFailure ? error.code : undefined;
  const known = code !== undefined && Object.hasOwn(refusals, code) ? refusals[code] : undefined;
  if (known === undefined) return errorMessage(error);
  // First strong isolate ... pop directional isolate: English inside a Hebrew sentence keeps its order.
  return format(known, { reason: `\u2068${errorMessage(error)}\u2069`, ...values });
}
