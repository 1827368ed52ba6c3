import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '~/web/components/ui/button';
import { formatNumber } from '~/web/lib/dates-and-numbers';

const stopped = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/**
 * Previous/Next with where we are; pages are 1-based. `totalPages` may be unknown (token paging) or
 * a lower bound (an estimated total: "Page 3 of 1,000+").
 */
export function Pager({
  page,
  totalPages,
  totalIsEstimate = false,
  hasNext,
  onPageChange,
  summary,
  label = 'Pagination',
}: {
  page: number;
  totalPages?: number;
  totalIsEstimate?: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  summary?: string;
  label?: string;
}) {
  // Next onto the last page (Previous onto the first) stops it in the same render: aria-disabled and
  // a no-op rather than disabled, which would drop the focus to the page's start, where Tab begins again.
  const go = (to: number, possible: boolean) => {
    if (possible) onPageChange(to);
  };
  const of = totalPages ? ` of ${formatNumber(totalPages)}${totalIsEstimate ? '+' : ''}` : '';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {summary ?? `Page ${page}${of}`}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          className={stopped}
          onClick={() => go(page - 1, page > 1)}
          aria-disabled={page <= 1 || undefined}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button
          size="sm"
          className={stopped}
          onClick={() => go(page + 1, hasNext)}
          aria-disabled={!hasNext || undefined}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
