import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isAdmin } from '~/web/components/admin/admin-guard';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { AdminLoginForm } from '~/web/features/admin-auth/admin-login-form';
import { useAuthState } from '~/web/lib/auth-state';

export function meta() {
  return [{ title: 'Admin Sign In — Vocably' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { user, loading } = useAuthState();
  const signedInAdmin = !loading && isAdmin(user);
  // The spinner covers the first session check only: the session refreshes while the form signs in,
  // and the form (with its error message) must stay mounted through that.
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!loading) setChecked(true);
  }, [loading]);

  // An administrator who is already signed in has nothing to do here.
  useEffect(() => {
    if (signedInAdmin) navigate('/admin', { replace: true });
  }, [signedInAdmin, navigate]);

  // The portal is English whatever language a learner chose on this browser.
  if (!checked || signedInAdmin) return <FullPageSpinner label="Loading…" />;

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950">
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ShieldCheck className="size-10 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Admin Sign In</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Sign in with your administrator account to manage Vocably.
        </p>
        <AdminLoginForm onSignedIn={() => navigate('/admin', { replace: true })} />
        <p className="mt-6 text-center text-sm">
          <Link
            to="/"
            reloadDocument
            className="font-semibold text-brand-700 hover:underline dark:text-brand-200"
          >
            Back to Vocably
          </Link>
        </p>
      </main>
    </div>
  );
}
