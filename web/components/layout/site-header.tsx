import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { storeLinks } from '../../../core/links';
import { authClient } from '../../lib/auth-client';
import { useAuthState } from '../../lib/auth-state';
import { Logo } from '../ui/logo';

const navItems = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/support', label: 'Support' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'text-brand-700 dark:text-brand-200'
      : 'text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-200'
  }`;

export function SiteHeader() {
  const { user, loading } = useAuthState();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  // Following a link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signOut = async () => {
    try {
      await authClient.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    navigate('/');
  };

  const authButtons = loading ? null : user ? (
    <>
      <Link
        to="/dashboard"
        className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-200"
      >
        Dashboard
      </Link>
      <button
        type="button"
        onClick={signOut}
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        Sign Out
      </button>
    </>
  ) : (
    <>
      <Link
        to="/login"
        className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-200"
      >
        Sign In
      </Link>
      <a
        href={storeLinks.ios}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Download App
      </a>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex" data-testid="auth-buttons">
          {authButtons}
        </div>
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800">
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1 py-2">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            {authButtons}
          </div>
        </div>
      )}
    </header>
  );
}
