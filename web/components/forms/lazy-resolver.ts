import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads the real one (a zod schema and its resolver) the first time
 * the form validates, that is on the first submit: zod is about 25 KB of gzip JavaScript that a
 * form's first paint does not need (docs/performance.md §6). The validation itself is unchanged.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk load is retried on the next submit
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
