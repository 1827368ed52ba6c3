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
