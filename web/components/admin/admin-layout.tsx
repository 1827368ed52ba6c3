import { type ReactNode, useId } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { useAdminSignOut } from './use-admin-sign-out';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

export function AdminLayout({ email, children }: { email: string; children?: ReactNode }) {
  const sidebarId = useId();
  const { collapsed, toggle } = useSidebarCollapsed();
  const signOut = useAdminSignOut();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded bg-white px-3 py-2 font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 dark:bg-slate-900"
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
        <AdminSidebar id={sidebarId} collapsed={collapsed} />
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
