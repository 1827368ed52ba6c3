// Markdown tables for the benchmark output, pasted as they are into docs/performance.md.
export function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export const ms = (value: number) => value.toFixed(1);
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const mb = (kb: number) => (kb / 1024).toFixed(0);
export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** The p-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
