import { type RefObject, useEffect, useRef } from 'react';
import { Button } from '~/web/components/ui/button';
import { type Refusals, refusalMessage } from '~/web/lib/i18n/refusal-message';
import { FailureNotice } from './failure-notice';

/** A list loaded page by page (an infinite query), as far as "show more" needs it. */
type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** What the focus may land on among a list's items. */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Asks for the next page on behalf of a button that may go when the page arrives (the last page's
 * "Show more", a failure notice's "Try again"): a press while one is loading is ignored, and once
 * the page is in, if the focus went with the button, it moves to the first of the items the page
 * brought (or the list's last, when they hold nothing to focus), so the reader carries on where
 * they were. A reader who went elsewhere meanwhile stays there.
 */
function useAskKeepingFocus(pages: Pages, list: RefObject<HTMLElement | null> | undefined) {
  // How many items were shown when the button asked for more; null when it is not waiting.
  const shownBefore = useRef<number | null>(null);
  const { isFetchingNextPage } = pages;
  useEffect(() => {
    if (isFetchingNextPage || shownBefore.current === null) return;
    const before = shownBefore.current;
    shownBefore.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost || !list?.current) return;
    const items = [...list.current.children];
    const target =
      items.slice(before).flatMap((item) => [...item.querySelectorAll<HTMLElement>(focusable)])[0] ??
      [...list.current.querySelectorAll<HTMLElement>(focusable)].at(-1);
    target?.focus();
  }, [isFetchingNextPage, list]);
  return () => {
    if (isFetchingNextPage) return;
    shownBefore.current = list?.current?.children.length ?? 0;
    void pages.fetchNextPage();
  };
}

/**
 * "Show more" under a list loaded page by page: asks for the next page, while there is one. While
 * it loads the button refuses but stays focusable (aria-disabled, not disabled: a disabled button
 * drops the focus to the page's start, where Tab begins again). Once the last page is shown the
 * button goes, and with `list` the focus goes to what that page brought.
 */
export function LoadMoreButton({
  pages,
  label,
  list,
  className = '',
}: {
  pages: Pages;
  label: string;
  /** The list the pages fill (its children are the items). */
  list?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const { hasNextPage, isFetchingNextPage } = pages;
  const ask = useAskKeepingFocus(pages, list);
  if (!hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={ask}
      aria-disabled={isFetchingNextPage || undefined}
      className={`text-sm font-semibold text-brand-700 underline aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:text-brand-200 ${className}`}
    >
      {label}
    </button>
  );
}

/**
 * A next page that failed to load, said under the list, which stays: the reason and a way to ask
 * again (the list itself says a failure only when nothing has loaded). Try again keeps the focus
 * while it asks; when the page arrives the notice goes and the focus moves to what it brought.
 */
export function NextPageFailure({
  pages,
  title,
  retryLabel,
  refusals,
  list,
  className = '',
}: {
  pages: Pages & { isFetchNextPageError: boolean; error: unknown };
  title: string;
  retryLabel: string;
  /** The page's messages for the server's refusals (its language). */
  refusals: Refusals;
  /** The list the pages fill: where the focus goes when the page asked again arrives. */
  list?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const ask = useAskKeepingFocus(pages, list);
  if (!pages.isFetchNextPageError) return null;
  return (
    <div className={className}>
      <FailureNotice title={title} message={refusalMessage(pages.error, refusals)}>
        {/* Focusable while it asks again (aria-disabled): a disabled button would drop the focus. */}
        <Button className="mt-3" aria-disabled={pages.isFetchingNextPage || undefined} onClick={ask}>
          {retryLabel}
        </Button>
      </FailureNotice>
    </div>
  );
}
