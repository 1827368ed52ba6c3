import {
  BarChart3,
  BookOpen,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Shield,
  Users,
} from 'lucide-react';

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
