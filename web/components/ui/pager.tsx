import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous/Next with where we are; pages are 1-based. `totalPages` may be unknown (token paging). */
export function Pager({
  page,
  totalPages,
  hasNext,
  onPageChange,
  summary,
  label = 'Pagination',
}: {
  page: number;
  totalPages?: number;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  summary?: string;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {summary ?? (totalPages ? `Page ${page} of ${totalPages}` : `Page ${page}`)}
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button size="sm" onClick={() => onPageChange(page + 1)} disabled={!hasNext}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
