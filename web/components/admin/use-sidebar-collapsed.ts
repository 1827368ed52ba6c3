import { useCallback, useState } from 'react';
import { initialCollapsed, SIDEBAR_STORAGE_KEY } from './sidebar-state';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function useSidebarCollapsed() {
  // The admin area renders on the client only (ssr: false), so window is there on first render.
  const [collapsed, setCollapsed] = useState(() => initialCollapsed(readStored(), window.innerWidth));
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? 'collapsed' : 'expanded');
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
