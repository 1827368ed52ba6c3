import type { ReactNode } from 'react';

/** Something the learner asked for failed: what, the server's reason, and what they can do next. */
export function FailureNotice({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      {children}
    </div>
  );
}
