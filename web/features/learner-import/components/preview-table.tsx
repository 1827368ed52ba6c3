import { useId } from 'react';

/** The first rows or notes of a file, cell by cell; scrolls sideways on a narrow screen. */
export function PreviewTable({ caption, rows, width }: { caption: string; rows: string[][]; width: number }) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700"
    >
      <table className="min-w-full text-sm">
        <caption
          id={captionId}
          className="px-3 py-2 text-start font-medium text-slate-700 dark:text-slate-300"
        >
          {caption}
        </caption>
        <tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file preview have no identity but their place
            <tr key={rowIndex} className="border-t border-slate-200 dark:border-slate-700">
              {Array.from({ length: width }, (_, cell) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are their column
                <td key={cell} className="max-w-48 truncate px-3 py-1.5 whitespace-nowrap" dir="auto">
                  {row[cell] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
