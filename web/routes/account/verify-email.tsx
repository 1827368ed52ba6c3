import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { Link, redirect, useLoaderData, useSearchParams } from 'react-router';
import { VERIFIED_FOR_OTHER_ACCOUNT } from '~/core/account/verify-email-page';
import { localeFromPath } from '~/core/site/public-routes';
import { accountMessages } from '~/web/features/account/account-messages';
import { useAccountLocale } from '~/web/features/account/use-account-locale';
import { setLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { getSession } from '~/web/lib/session';

export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: accountMessages[localeFromPath(location.pathname)].verify.title }];
}

// Where the verification link lands: Better Auth verifies the token, signs the learner in (in the
// browser that opened the link) and redirects here, with ?error=... when the link was invalid or
// expired. Signed in, the learner goes straight on to the dashboard, which starts with onboarding,
// in the language they signed up in (/he/verify-email keeps Hebrew); a link opened a second time
// (already verified, no new session) shows the way to sign in. A link opened while someone else was
// signed in (?account=other) verified the address and kept their session: the page says who is
// signed in rather than going on to their dashboard as if the link had been theirs.
export async function clientLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (url.searchParams.get('error')) return null;
  const { data } = await getSession().catch(() => ({ data: null }));
  const otherAccount =
    url.searchParams.get(VERIFIED_FOR_OTHER_ACCOUNT.param) === VERIFIED_FOR_OTHER_ACCOUNT.value;
  if (otherAccount && data) return { signedInAs: data.user.email };
  if (data?.user.emailVerified) {
    setLearnerLocale(localeFromPath(url.pathname));
    throw redirect('/dashboard');
  }
  return null;
}

export default function VerifyEmailPage() {
  const signedInAs = useLoaderData<typeof clientLoader>()?.signedInAs;
  const [searchParams] = useSearchParams();
  const { t, path } = useAccountLocale();
  const v = t.verify;
  const error = searchParams.get('error');
  const linkClass =
    'mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';
  if (error) {
    return (
      <div className="text-center">
        <CircleAlert className="mx-auto size-12 text-red-700 dark:text-red-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{v.invalidHeading}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{v.invalidBody}</p>
        <Link to={path('/login')} reloadDocument className={linkClass}>
          {v.goToSignIn}
        </Link>
      </div>
    );
  }
  if (signedInAs) {
    const [before = '', after = ''] = v.otherAccountBody.split('{email}');
    return (
      <div className="text-center">
        <CircleCheck className="mx-auto size-12 text-green-700 dark:text-green-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{v.otherAccountHeading}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {before}
          <strong className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">
            <bdi>{signedInAs}</bdi>
          </strong>
          {after}
        </p>
        <Link to="/dashboard" className={linkClass}>
          {v.continueSignedIn}
        </Link>
      </div>
    );
  }
  return (
    <div className="text-center">
      <CircleCheck className="mx-auto size-12 text-green-700 dark:text-green-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{v.verifiedHeading}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{v.verifiedBody}</p>
      <Link to={path('/login')} reloadDocument className={linkClass}>
        {v.signIn}
      </Link>
    </div>
  );
}
