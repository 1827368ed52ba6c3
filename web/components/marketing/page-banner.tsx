/** The banner at the top of a public page: its title, a line of introduction and what follows them. */
export function PageBanner({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{intro}</p>
        {children}
      </div>
    </div>
  );
}
