import { Button } from '~/web/components/ui/button';
import { type Refusals, refusalMessage } from '~/web/lib/i18n/refusal-message';
import { FailureNotice } from './failure-notice';

/** A list loaded page by page (an infinite query), as far as "show more" needs it. */
type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Show more" under a list loaded page by page: asks for the next page, while there is one. */
export function LoadMoreButton({
  pages,
  label,
  className = '',
}: {
  pages: Pages;
  label: string;
  className?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
      className={`text-sm font-semibold text-brand-700 underline dark:text-brand-200 ${className}`}
    >
      {label}
    </button>
  );
}

/**
 * A next page that failed to load, said under the list, which stays: the reason and a way to ask
 * again (the list itself says a failure only when nothing has loaded).
 */
export function NextPageFailure({
  pages,
  title,
  retryLabel,
  refusals,
  className = '',
}: {
  pages: Pages & { isFetchNextPageError: boolean; error: unknown };
  title: string;
  retryLabel: string;
  /** The page's messages for the server's refusals (its language). */
  refusals: Refusals;
  className?: string;
}) {
  if (!pages.isFetchNextPageError) return null;
  return (
    <div className={className}>
      <FailureNotice title={title} message={refusalMessage(pages.error, refusals)}>
        <Button
          className="mt-3"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {retryLabel}
        </Button>
      </FailureNotice>
    </div>
  );
}
