import BookOpen from 'lucide-react/icons/book-open';
import Brain from 'lucide-react/icons/brain';
import BarChart3 from 'lucide-react/icons/chart-column';
import FolderOpen from 'lucide-react/icons/folder-open';
import Repeat from 'lucide-react/icons/repeat';
import Volume2 from 'lucide-react/icons/volume-2';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { SectionHeading } from './section-heading';

// One icon per card, in the order of the cards in the translation tables.
const icons = [Repeat, Brain, BookOpen, BarChart3, FolderOpen, Volume2];

export function HomeFeatures() {
  const { t } = useLocale();
  const f = t.home.features;
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="features-heading" title={f.heading} intro={f.intro} />
      <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {f.cards.map((card, index) => {
          const Icon = icons[index] ?? Brain;
          return (
            <li
              key={card.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex rounded-xl bg-brand-100 p-3 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{card.body}</p>
            </li>
          );
        })}
      </ul>
      <dl
        aria-label={f.statsLabel}
        className="mt-16 grid grid-cols-1 gap-6 rounded-2xl bg-brand-700 px-6 py-10 text-center text-white sm:grid-cols-3 dark:bg-brand-800"
      >
        {f.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-brand-100">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight" dir="ltr">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
