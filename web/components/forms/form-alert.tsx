import type { ReactNode } from 'react';

/** A message box, said as it appears; `live={false}` for one shown as it already was (a past result). */
export function FormAlert({
  tone = 'error',
  live = true,
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  live?: boolean;
  children: ReactNode;
}) {
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
    success:
      'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
    info: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-900 dark:text-brand-100',
  } as const;
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
