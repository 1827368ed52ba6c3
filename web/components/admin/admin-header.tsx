import LogOut from 'lucide-react/icons/log-out';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { Link } from 'react-router';
import { Button } from '../ui/button';

export function AdminHeader({
  email,
  sidebarId,
  sidebarCollapsed,
  onToggleSidebar,
  onLogout,
}: {
  email: string;
  sidebarId: string;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}) {
  const ToggleIcon = sidebarCollapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-3 sm:px-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex min-w-0 items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={onToggleSidebar}
          aria-expanded={!sidebarCollapsed}
          aria-controls={sidebarId}
          aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          <ToggleIcon className="size-5" aria-hidden="true" />
        </Button>
        <Link
          to="/admin"
          className="inline-flex items-center gap-2 truncate font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
            <rect width="32" height="32" rx="8" className="fill-brand-700" />
            <path
              d="M9 10l7 13 7-13"
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>Vocably Admin</span>
        </Link>
      </div>
      <div className="flex items-center gap-3">
        <span className="hidden truncate text-sm text-slate-600 sm:inline dark:text-slate-300">{email}</span>
        <Button size="sm" onClick={onLogout}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Button>
      </div>
    </header>
  );
}
