import { ArrowDown, BookOpen, Flame } from 'lucide-react';
import { useLocale } from '../../lib/i18n/use-locale';
import { AppStoreButton } from './store-buttons';

export function Hero() {
  const { t } = useLocale();
  const h = t.home.hero;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {h.badge}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {h.headline}
          </h1>
          <p className="mt-6 text-xl font-medium text-brand-800 dark:text-brand-200">{h.tagline}</p>
          <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{h.body}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <AppStoreButton />
            <a
              href="#how-it-works"
              className="inline-flex items-center gap-2 rounded-xl px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800"
            >
              {h.secondary}
              <ArrowDown className="size-5" aria-hidden="true" />
            </a>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xs sm:max-w-sm">
          <img
            src="/images/app-screenshot.svg"
            alt={h.screenshotAlt}
            width={320}
            height={640}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-[280px] drop-shadow-2xl"
          />
          <div className="absolute top-16 -start-2 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200 motion-safe:animate-float sm:-start-10 dark:bg-slate-800 dark:ring-slate-700">
            <span className="rounded-full bg-orange-100 p-2 text-orange-700 dark:bg-orange-900 dark:text-orange-100">
              <Flame className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-sm font-bold">{h.calloutStreak}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">
                {h.calloutStreakDetail}
              </span>
            </span>
          </div>
          <div className="absolute bottom-20 -end-2 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200 motion-safe:animate-float-delayed sm:-end-10 dark:bg-slate-800 dark:ring-slate-700">
            <span className="rounded-full bg-brand-100 p-2 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
              <BookOpen className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-sm font-bold">{h.calloutStory}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">{h.calloutStoryDetail}</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
