import { useState } from 'react';

/**
 * A photo, or the initials on a tinted circle when there is none or it does not load (decorative:
 * the name is always beside it).
 */
export function Avatar({
  src,
  name,
  size = 'md',
}: {
  src: string | null | undefined;
  name: string;
  size?: 'md' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const dimension = size === 'lg' ? 'size-16 text-xl' : 'size-9 text-sm';
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailed(true)}
        className={`${dimension} shrink-0 rounded-full object-cover`}
      />
    );
  }
  const initials =
    name
      .split(/[\s@._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      className={`${dimension} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100`}
    >
      {initials}
    </span>
  );
}
