import { Link } from 'react-router';

// The home page is a static document (no React runtime), so the app leaves itself to reach it.
export function Logo({
  className = '',
  to = '/',
  label,
}: {
  className?: string;
  to?: string;
  label?: string;
}) {
  return (
    <Link
      to={to}
      reloadDocument
      aria-label={label}
      className={`inline-flex items-center gap-2 font-bold text-slate-900 dark:text-white ${className}`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M9 10l7 13 7-13"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-xl">Vocably</span>
    </Link>
  );
}
