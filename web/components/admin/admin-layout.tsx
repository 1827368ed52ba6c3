import { type ReactNode, useId } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { useAdminSignOut } from './use-admin-sign-out';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

export function AdminLayout({ email, children }: { email: string; children?: ReactNode }) {
  const sidebarId = useId();
  const { collapsed, toggle, close, narrow } = useSidebarCollapsed();
  const signOut = useAdminSignOut();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900 dark:text-brand-100"
      >
        Skip to content
      </a>
      <AdminHeader
        email={email}
        sidebarId={sidebarId}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggle}
        onLogout={signOut}
      />
      <div className="relative flex min-h-[calc(100vh-4rem)]">
        <AdminSidebar id={sidebarId} collapsed={collapsed} narrow={narrow} onClose={close} />
        <main
          id="admin-main"
          tabIndex={-1}
          aria-busy={navigation.state === 'loading'}
          className="min-w-0 flex-1 px-3 py-6 focus:outline-none sm:px-6 lg:px-8"
        >
          <div className="mx-auto max-w-7xl">{children ?? <Outlet />}</div>
        </main>
      </div>
    </div>
  );
}
