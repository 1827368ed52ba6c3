import { useEffect, useRef } from 'react';

/**
 * One timer waits at most this long, then looks again: a browser runs a longer one at once (past
 * about 24.8 days), and a computer asleep through the day's end wakes to the time still left.
 */
const LONGEST_WAIT_MS = 60 * 60_000;

/** The figures fetched at the day's end still name the old day (this clock ahead of the server's). */
const ASK_AGAIN_MS = 60_000;

/**
 * Today's figures hold until the learner's study day ends (04:00 in their time zone, `dayEndsAt` from
 * the server): nothing else fetches them again on a tab left open overnight, which would tell in the
 * morning that yesterday's limit is reached. `refetch` runs when the day ends, and when the tab comes
 * back into view after it ended; then the new figures bring the next day's end.
 */
export function useRefetchAtDayEnd(dayEndsAt: string | undefined, refetch: () => void) {
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  });

  useEffect(() => {
    if (!dayEndsAt) return;
    const end = Date.parse(dayEndsAt);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const left = end - Date.now();
      if (left <= 0) latestRefetch.current();
      timer = setTimeout(check, left <= 0 ? ASK_AGAIN_MS : Math.min(left, LONGEST_WAIT_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dayEndsAt]);
}
