import { useCallback, useEffect, useState } from 'react';
import { initialCollapsed, SIDEBAR_BREAKPOINT_PX, SIDEBAR_STORAGE_KEY } from './sidebar-state';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(collapsed: boolean) {
  try {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, collapsed ? 'collapsed' : 'expanded');
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

const narrowQuery = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 0.02}px)`;

/** Whether the viewport is under the sidebar's breakpoint, following resizes and rotation. */
function useNarrow() {
  const [narrow, setNarrow] = useState(() => window.matchMedia(narrowQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(narrowQuery);
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}

export function useSidebarCollapsed() {
  // The admin area renders on the client only (ssr: false), so window is there on first render.
  const [collapsed, setCollapsed] = useState(() => initialCollapsed(readStored(), window.innerWidth));
  const narrow = useNarrow();
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      remember(!current);
      return !current;
    });
  }, []);
  const close = useCallback(() => {
    remember(true);
    setCollapsed(true);
  }, []);
  return { collapsed, toggle, close, narrow };
}
