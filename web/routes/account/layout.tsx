import { Outlet } from 'react-router';
import { Logo } from '~/web/components/ui/logo';

export default function AccountLayout() {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
      <header>
        <Logo />
      </header>
      <main className="mt-8 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <Outlet />
      </main>
    </div>
  );
}
