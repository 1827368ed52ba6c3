import { Link, useNavigate } from 'react-router';

export function meta() {
  return [{ title: 'Page not found — Vocably' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Go Home
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Go Back
        </button>
      </div>
    </section>
  );
}
