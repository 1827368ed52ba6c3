import { z } from 'zod';

// Pieces of a list's URL schema. Every field falls back (`.catch`) instead of failing, as
// shadcn-admin's table URL state does: a hand-edited or stale link still opens the list, showing
// the defaults for what it could not read. Filter values use the core/ schemas the API validates with.

/** Free text (the search box): trimmed; missing or unreadable is ''. */
export const urlText = z.string().trim().max(200).catch('');

/** A 1-based page number; anything else is 1. */
export const urlPage = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).catch(1);

/** An optional filter: one of the schema's values, else none. */
export const urlOptional = <S extends z.ZodType>(schema: S) => schema.optional().catch(undefined);

/** A switch kept as `key=1`; absent (or anything else) is off. */
export const urlSwitch = z
  .literal('1')
  .optional()
  .catch(undefined)
  .transform((value) => value === '1');

/** A sort: `column` ascending or `-column` descending, among the sortable columns; else none. */
export const urlSort = <const T extends readonly [string, ...string[]]>(columns: T) =>
  z
    .string()
    .regex(/^-?[\w.]+$/)
    .refine((value) => (columns as readonly string[]).includes(value.replace(/^-/, '')))
    .optional()
    .catch(undefined);

export type SortState = { column: string; direction: 'asc' | 'desc' } | null;

export function readSort(value: string | undefined): SortState {
  if (!value) return null;
  return value.startsWith('-')
    ? { column: value.slice(1), direction: 'desc' }
    : { column: value, direction: 'asc' };
}

/** The next sort when a column's header is pressed: ascending, then descending, then none. */
export function nextSort(current: string | undefined, column: string): string | undefined {
  const sort = readSort(current);
  if (sort?.column !== column) return column;
  return sort.direction === 'asc' ? `-${column}` : undefined;
}

/** The URL's params as a plain object for a schema (the first value of each key). */
export function paramsObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = value;
  return result;
}
