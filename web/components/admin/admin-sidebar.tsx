import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { adminNavItems } from './admin-nav';

/**
 * From 768 px: a rail of icons when collapsed (each named for screen readers and as a tooltip), icons
 * and names when expanded. Below 768 px the collapsed sidebar is out of the way entirely and the
 * expanded one lies over the page as a drawer, which closes after a link is chosen, on Escape
 * (focus goes back to the toggle) and on a click outside it.
 */
export function AdminSidebar({
  id,
  collapsed,
  narrow,
  onClose,
}: {
  id: string;
  collapsed: boolean;
  narrow: boolean;
  onClose: () => void;
}) {
  const drawer = narrow && !collapsed;
  useEffect(() => {
    if (!drawer) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawer, id, onClose]);

  return (
    <>
      {drawer && (
        // A click outside the drawer closes it; keyboard users have Escape and the toggle.
        <div
          aria-hidden="true"
          className="fixed inset-0 top-16 z-20 bg-slate-950/40 md:hidden"
          onClick={onClose}
        />
      )}
      <nav
        id={id}
        aria-label="Admin"
        data-collapsed={collapsed}
        className={`shrink-0 border-r border-slate-200 bg-white transition-[width] dark:border-slate-800 dark:bg-slate-900 ${
          collapsed
            ? 'hidden w-16 md:block'
            : 'absolute inset-y-0 left-0 z-30 w-60 shadow-xl md:static md:shadow-none'
        }`}
      >
        <ul className="space-y-1 p-2">
          {adminNavItems.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                title={collapsed ? label : undefined}
                onClick={drawer ? onClose : undefined}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                    collapsed ? 'justify-center' : ''
                  } ${
                    isActive
                      ? 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={collapsed ? 'sr-only' : ''}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
