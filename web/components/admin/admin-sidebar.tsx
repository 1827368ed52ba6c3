import { NavLink } from 'react-router';
import { adminNavItems } from './admin-nav';

/**
 * Collapsed: icons only, each with its name for screen readers and as a tooltip. Expanded: icons
 * and names. Below 768 px the expanded sidebar lies over the page instead of squeezing it.
 */
export function AdminSidebar({ id, collapsed }: { id: string; collapsed: boolean }) {
  return (
    <nav
      id={id}
      aria-label="Admin"
      data-collapsed={collapsed}
      className={`shrink-0 border-r border-slate-200 bg-white transition-[width] dark:border-slate-800 dark:bg-slate-900 ${
        collapsed ? 'w-16' : 'absolute inset-y-0 left-0 z-30 w-60 shadow-xl md:static md:shadow-none'
      }`}
    >
      <ul className="space-y-1 p-2">
        {adminNavItems.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              title={collapsed ? label : undefined}
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
  );
}
