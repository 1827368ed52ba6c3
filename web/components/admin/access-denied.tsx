import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { Button } from '../ui/button';

// The admin gate's answer to a signed-in user without the admin claim.
export function AccessDenied({ onSignOut }: { onSignOut: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <ShieldAlert className="mx-auto size-12 text-red-700 dark:text-red-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Access denied. You do not have administrator privileges.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <a
            href="/"
            className="rounded-lg px-4 py-2 font-semibold text-brand-700 underline dark:text-brand-200"
          >
            Go Home
          </a>
          <Button onClick={onSignOut}>Sign in as an administrator</Button>
        </div>
      </div>
    </main>
  );
}
