// Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return that hides one) as a
// formula. Prefixing an apostrophe makes them show it as text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvSafeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
