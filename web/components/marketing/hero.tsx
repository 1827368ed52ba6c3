import type { LucideIcon } from 'lucide-react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import BookOpen from 'lucide-react/icons/book-open';
import Flame from 'lucide-react/icons/flame';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { AppStoreButton, WebSignUpButton } from './store-buttons';

/**
 * A callout floating beside the phone. On wide screens the callouts sit in the columns either side
 * of the mock-up, touching only its bezel; on phones they line up under it: never over its title,
 * goal ring or answer buttons.
 */
function Callout({
  icon: Icon,
  title,
  detail,
  tone,
  className,
}: {
  icon: LucideIcon;
  title: string;
  detail: string;
  tone: string;
  className: string;
}) {
  return (
    <div
      data-hero-callout=""
      className={`relative z-10 flex items-center gap-3 rounded-2xl bg-white px-3 py-3 shadow-lg ring-1 ring-slate-200 sm:max-w-44 dark:bg-slate-800 dark:ring-slate-700 ${className}`}
    >
      <span className={`shrink-0 rounded-full p-2 ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-bold">{title}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">{detail}</span>
      </span>
    </div>
  );
}

export function Hero() {
  const { t } = useLocale();
  const h = t.home.hero;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
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
            <WebSignUpButton label={h.webSignUp} />
            <a
              href="#how-it-works"
              className="inline-flex items-center gap-2 rounded-xl px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800"
            >
              {h.secondary}
              <ArrowDown className="size-5" aria-hidden="true" />
            </a>
          </div>
        </div>
        <div className="mx-auto grid w-full max-w-2xl grid-cols-2 gap-3 sm:grid-cols-[1fr_auto_1fr] sm:gap-0">
          <img
            src={h.image}
            alt={h.screenshotAlt}
            width={320}
            height={640}
            fetchPriority="high"
            data-hero-mockup=""
            className="col-span-2 mx-auto h-auto w-full max-w-[260px] drop-shadow-2xl sm:max-w-[240px] sm:col-span-1 sm:col-start-2 sm:row-start-1"
          />
          <Callout
            icon={Flame}
            title={h.calloutStreak}
            detail={h.calloutStreakDetail}
            tone="bg-orange-100 text-orange-700 dark:bg-orange-900 dark:text-orange-100"
            className="motion-safe:animate-float sm:col-start-1 sm:row-start-1 sm:-me-2 sm:mt-28 sm:self-start sm:justify-self-end"
          />
          <Callout
            icon={BookOpen}
            title={h.calloutStory}
            detail={h.calloutStoryDetail}
            tone="bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100"
            className="motion-safe:animate-float-delayed sm:col-start-3 sm:row-start-1 sm:-ms-2 sm:mb-28 sm:self-end sm:justify-self-start"
          />
        </div>
      </div>
    </section>
  );
}
