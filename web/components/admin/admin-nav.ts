import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import BarChart3 from 'lucide-react/icons/chart-column';
import CreditCard from 'lucide-react/icons/credit-card';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import Users from 'lucide-react/icons/users';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon; end?: boolean };

// The sidebar's seven entries, in this order.
export const adminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Words', to: '/admin/words', icon: BookOpen },
  { label: 'Subscriptions', to: '/admin/subscriptions', icon: CreditCard },
  { label: 'Analytics', to: '/admin/analytics', icon: BarChart3 },
  { label: 'Permissions', to: '/admin/permissions', icon: Shield },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];
