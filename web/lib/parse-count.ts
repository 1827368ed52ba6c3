// Constraint maxValue and collection totalItems are parsed as integers, default 0,
// minimum 0. "12abc" reads as 12 (parseInt), "" or "abc" as 0, "-4" as 0, "3.9" as 3.
export function parseCount(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.max(0, Math.trunc(input)) : 0;
  const parsed = Number.parseInt(String(input ?? '').trim(), 10);
  if (!Number.isFinite(parsed)) return 0;
  return Math.max(0, Math.min(parsed, Number.MAX_SAFE_INTEGER));
}
