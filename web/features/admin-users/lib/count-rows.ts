import { parseCount } from '~/web/lib/parse-count';

// The editable rows of the limits and collection metadata editors: the count stays text while it
// is typed, and is parsed (integer, default 0, minimum 0) when saved.
export type CountRow = { id: string; collectionName: string; count: string; updatedAt?: string | null };

let nextId = 0;
export const rowId = () => `row-${++nextId}`;

export type RowsCheck =
  | { ok: true; rows: { collectionName: string; count: number }[] }
  | { ok: false; message: string };

/** Trims names, parses counts, and refuses an empty or repeated collection name. */
export function checkRows(rows: CountRow[]): RowsCheck {
  const seen = new Set<string>();
  const parsed: { collectionName: string; count: number }[] = [];
  for (const [index, row] of rows.entries()) {
    const collectionName = row.collectionName.trim();
    if (!collectionName) return { ok: false, message: `Row ${index + 1}: Collection name is required` };
    const key = collectionName.toLowerCase();
    if (seen.has(key)) return { ok: false, message: `Row ${index + 1}: "${collectionName}" appears twice` };
    seen.add(key);
    parsed.push({ collectionName, count: parseCount(row.count) });
  }
  return { ok: true, rows: parsed };
}
