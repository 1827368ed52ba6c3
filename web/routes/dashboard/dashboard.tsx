import { BarChart3, BookOpen, Clock, LogOut, Smartphone } from 'lucide-react';
import { redirect } from 'react-router';
import { storeLinks } from '~/core/links';
import { Logo } from '~/web/components/ui/logo';
import { getSession } from '~/web/lib/session';
import type { Route } from './+types/dashboard';

export function meta() {
  return [{ title: 'Dashboard — Vocably' }, { name: 'robots', content: 'noindex' }];
}

// The guard: no session, no dashboard.
export async function clientLoader() {
  const { data } = await getSession();
  if (!data?.user) throw redirect('/login');
  return { user: data.user };
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">Loading your dashboard…</span>
    </div>
  );
}

const cards = [
  { title: 'Your Words', icon: BookOpen, text: 'The words you are learning and the ones you have mastered.' },
  { title: 'Statistics', icon: BarChart3, text: 'Your streaks, retention and progress over time.' },
  { title: 'Study Sessions', icon: Clock, text: 'Your recent flashcard, quiz and story sessions.' },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const signOut = async () => {
    try {
      // The auth client loads when it is needed, not with the page (docs/performance.md §6).
      const { authClient } = await import('~/web/lib/auth-client');
      await authClient.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    // The home page is a static document (no client app): load it, do not route to it.
    window.location.assign('/');
  };

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo />
          <button
            type="button"
            onClick={signOut}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">Welcome to your dashboard</h1>
        <dl className="mt-6 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
          <div className="min-w-0">
            <dt className="text-sm text-slate-600 dark:text-slate-300">Email</dt>
            <dd className="mt-1 font-semibold wrap-anywhere" data-testid="dashboard-email">
              {user.email}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-slate-600 dark:text-slate-300">User ID</dt>
            <dd className="mt-1 break-all font-mono text-sm" data-testid="dashboard-user-id">
              {user.id}
            </dd>
          </div>
        </dl>
        <div className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-3">
          {cards.map(({ title, icon: Icon, text }) => (
            <section
              key={title}
              className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon className="size-6 text-brand-700 dark:text-brand-200" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </section>
          ))}
        </div>
        <section className="mt-8 rounded-xl bg-brand-700 p-8 text-white">
          <Smartphone className="size-8" aria-hidden="true" />
          <h2 className="mt-3 text-2xl font-bold">Dashboard Coming Soon</h2>
          <p className="mt-2 max-w-2xl text-brand-100">
            Your words, statistics and study sessions will appear here. Until then, learn on the go with the
            Vocably app.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={storeLinks.ios}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Download for iOS
            </a>
            <a
              href={storeLinks.android}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Get it on Android
            </a>
          </div>
        </section>
      </main>
    </div>
  );
}
