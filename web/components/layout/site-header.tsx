import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { NavLink } from 'react-router';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { Logo } from '../ui/logo';
import { AuthButtons } from './auth-buttons';
import { LanguageSwitch, ThemeToggle } from './header-controls';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'text-brand-700 dark:text-brand-200'
      : 'text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-200'
  }`;

// Below the lg breakpoint the navigation moves into the menu, so Hebrew labels never crowd the bar.
// Static markup: the menu button, theme toggle and account buttons are driven by the inlined page
// script (web/lib/enhance/shell.ts), since public pages ship without the React runtime.
export function SiteHeader() {
  const { t, href } = useLocale();
  const navItems = [
    { to: href('/features'), label: t.shell.nav.features },
    { to: href('/pricing'), label: t.shell.nav.pricing },
    { to: href('/about'), label: t.shell.nav.about },
    { to: href('/support'), label: t.shell.nav.support },
  ];
  const navList = (
    <>
      {navItems.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={navLinkClass} reloadDocument>
            {item.label}
          </NavLink>
        </li>
      ))}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
        <Logo to={href('/')} />
        <nav aria-label={t.shell.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">{navList}</ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
          <div className="hidden items-center gap-2 ps-2 lg:flex" data-testid="auth-buttons">
            <AuthButtons layout="row" />
          </div>
          <button
            type="button"
            data-menu-toggle=""
            data-requires-js=""
            data-open-label={t.shell.openMenu}
            data-close-label={t.shell.closeMenu}
            className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={t.shell.openMenu}
          >
            <Menu data-icon="open" className="size-6" aria-hidden="true" />
            <X data-icon="close" className="hidden size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden
        className="border-t border-slate-200 px-4 pb-4 lg:hidden dark:border-slate-800"
      >
        <nav aria-label={t.shell.mobileNav}>
          <ul className="flex flex-col gap-1 py-2">{navList}</ul>
        </nav>
        <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
          <AuthButtons layout="column" />
        </div>
      </div>
      {/* Public pages have no toasts (no React runtime): the page script writes a refused sign-out
          here, and an alert is read out when its text appears. Empty, it takes no room. */}
      <p
        data-sign-out-failed=""
        data-message={t.shell.signOutFailed}
        role="alert"
        className="fixed end-4 top-20 z-50 max-w-sm rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 shadow-lg empty:hidden dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      />
    </header>
  );
}
