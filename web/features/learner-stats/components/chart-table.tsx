import type { ReactNode } from 'react';

/**
 * A chart's table alternative, folded under its summary (a native <details>: keyboard and screen
 * readers need nothing more). Numbers are right-aligned in the reading direction.
 */
export function ChartTable({
  summary,
  caption,
  headers,
  rows,
}: {
  summary: string;
  caption: string;
  headers: [string, string, ...string[]];
  rows: ReactNode[][];
}) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-200">
        {summary}
      </summary>
      <div className="mt-2">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {headers.map((header, index) => (
                <th key={header} scope="col" className={`py-1 ${index === 0 ? 'text-start' : 'text-end'}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells) => (
              <tr key={String(cells[0])} className="border-b border-slate-100 dark:border-slate-800">
                {cells.map((cell, index) =>
                  index === 0 ? (
                    <th key="label" scope="row" className="py-1 text-start font-normal">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
                    <td key={index} className="py-1 text-end tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
