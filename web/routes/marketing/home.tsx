import { storeLinks } from '../../../core/links';

export function meta() {
  return [
    { title: 'Vocably — Master Any Language One Word at a Time' },
    { name: 'description', content: 'Master vocabulary with spaced repetition and active recall.' },
  ];
}

export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
        AI-Powered Vocabulary Learning
      </p>
      <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
        Master Any Language One Word at a Time
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Master vocabulary with spaced repetition and active recall.
      </p>
      <a
        href={storeLinks.ios}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Download on the App Store
      </a>
    </section>
  );
}
