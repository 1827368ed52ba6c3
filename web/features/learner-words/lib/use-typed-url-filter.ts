import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';

/**
 * A filter typed into a box and kept in the URL. The URL is the truth: a chip, Clear or Back changes
 * it and the box follows (unless the box already says the same, give or take spaces at its ends, so
 * that a space typed before the next word is not taken away). What is typed reaches the URL once
 * typing pauses, and only then, so a cleared filter is not put back by the box; `write` should
 * replace the history entry, not push one for every pause.
 */
export function useTypedUrlFilter(urlValue: string, write: (value: string) => void, delayMs = 400) {
  const [text, setText] = useState(urlValue);
  const typed = useDebouncedValue(text.trim(), delayMs);
  const latest = useRef({ urlValue, write });
  latest.current = { urlValue, write };
  useEffect(() => setText((current) => (current.trim() === urlValue ? current : urlValue)), [urlValue]);
  useEffect(() => {
    if (typed !== latest.current.urlValue) latest.current.write(typed);
  }, [typed]);
  return [text, setText] as const;
}
