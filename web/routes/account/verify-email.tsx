import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link, redirect, useSearchParams } from 'react-router';
import { getSession } from '~/web/lib/session';

export function meta() {
  return [{ title: 'Email verification — Vocably' }];
}

// Where the verification link lands: Better Auth verifies the token, signs the learner in (in the
// browser that opened the link) and redirects here, with ?error=... when the link was invalid or
// expired. Signed in, the learner goes straight on to the dashboard, which starts with onboarding;
// a link opened a second time (already verified, no new session) shows the way to sign in.
export async function clientLoader({ request }: { request: Request }) {
  if (new URL(request.url).searchParams.get('error')) return null;
  const { data } = await getSession().catch(() => ({ data: null }));
  if (data?.user.emailVerified) throw redirect('/dashboard');
  return null;
}

export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  if (error) {
    return (
      <div className="text-center">
        <CircleAlert className="mx-auto size-12 text-red-700 dark:text-red-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">This verification link is invalid or has expired</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Sign in with your email and password and we will send you a new verification link.
        </p>
        <Link
          to="/login"
          reloadDocument
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Go to Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="text-center">
      <CircleCheck className="mx-auto size-12 text-green-700 dark:text-green-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Your email is verified</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Your account is ready. Sign in to start learning.
      </p>
      <Link
        to="/login"
        reloadDocument
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Sign In
      </Link>
    </div>
  );
}
