// The sidebar's collapsed state: the admin's own choice when there is one (remembered in
// localStorage, it holds no secret), else collapsed under the 768 px breakpoint.
export const SIDEBAR_STORAGE_KEY = 'vocably.admin.sidebar';
export const SIDEBAR_BREAKPOINT_PX = 768;

export type SidebarChoice = 'collapsed' | 'expanded';

export function initialCollapsed(stored: string | null, viewportWidth: number): boolean {
  if (stored === 'collapsed') return true;
  if (stored === 'expanded') return false;
  return viewportWidth < SIDEBAR_BREAKPOINT_PX;
}
