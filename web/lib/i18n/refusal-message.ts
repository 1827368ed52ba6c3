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

/** The refusal's details that can fill a placeholder (nulls are facts a message cannot say). */
function detailValues(error: unknown): Record<string, string | number> {
  if (!(error instanceof ApiRequestError)) return {};
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error.details)) if (value !== null) values[key] = value;
  return values;
}

/**
 * What failed, in the page's language: the page's message for the refusal, else the error's own
 * message. A refusal whose details name what it is about (`collection`: a plan limit's words, study
 * sets, stories) and the learner's tier may have a message for both, for either, or for neither,
 * found most particular first: `LIMIT_REACHED:words:regularUser`, `LIMIT_REACHED:words`,
 * `LIMIT_REACHED:regularUser` (Free learners can upgrade, Pro learners cannot), `LIMIT_REACHED`. A
 * page whose action can meet two limits (adding a collection: its study set, or its words) names the
 * other one's by its collection, and the tier-only keys stay its own. Placeholders are filled from
 * `values` (what the page knows), the refusal's details (the facts its English names: `{limit}`), and
 * `{reason}`, the English text itself, isolated in its own direction.
 */
export function refusalMessage(
  error: unknown,
  refusals: Refusals,
  values: Record<string, string | number> = {},
): string {
  const code = error instanceof ApiRequestError || error instanceof NetworkFailure ? error.code : undefined;
  const details = detailValues(error);
  const { collection, tier } = details;
  // A fact the details lack makes a key with "undefined" in it, which no table has.
  const keys = [`${code}:${collection}:${tier}`, `${code}:${collection}`, `${code}:${tier}`, `${code}`];
  const key = code === undefined ? undefined : keys.find((candidate) => Object.hasOwn(refusals, candidate));
  const known = key === undefined ? undefined : refusals[key];
  if (known === undefined) return errorMessage(error);
  // First strong isolate ... pop directional isolate: English inside a Hebrew sentence keeps its order.
  return format(known, { ...details, reason: `\u2068${errorMessage(error)}\u2069`, ...values });
}
