// Spreadsheets run a cell as a formula when its first non-blank character is = + - @ — also after
// leading spaces, tabs or line breaks, and also in the full-width forms ＝ ＋ － ＠ that they fold to
// ASCII. Prefixing an apostrophe makes them show it as text (OWASP "CSV injection").
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
// A leading tab or carriage return alone can hide a formula in some importers.
const HIDING_START = /^[\t\r]/;

export function csvSafeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) || HIDING_START.test(text) ? `'${text}` : text;
}

/**
 * A cell as it was before csvSafeCell: our importer reads back a file we exported (the learner's
 * words) with the apostrophe that kept a formula-like value text taken off again.
 */
export function csvCellText(cell: string): string {
  if (!cell.startsWith("'")) return cell;
  const rest = cell.slice(1);
  return FORMULA_START.test(rest) || HIDING_START.test(rest) ? rest : cell;
}
