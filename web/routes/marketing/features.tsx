import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import BarChart3 from 'lucide-react/icons/chart-column';
import Cloud from 'lucide-react/icons/cloud';
import FolderOpen from 'lucide-react/icons/folder-open';
import Keyboard from 'lucide-react/icons/keyboard';
import Languages from 'lucide-react/icons/languages';
import Layers from 'lucide-react/icons/layers';
import Library from 'lucide-react/icons/library';
import ListChecks from 'lucide-react/icons/list-checks';
import Trophy from 'lucide-react/icons/trophy';
import Volume2 from 'lucide-react/icons/volume-2';
import WifiOff from 'lucide-react/icons/wifi-off';
import { PageBanner } from '~/web/components/marketing/page-banner';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/features';

// Icons per group and item, in the order of the translation tables.
const icons = [
  [Layers, ListChecks, Keyboard, BookOpen],
  [FolderOpen, Library, BarChart3, Trophy],
  [Cloud, WifiOff, Volume2, Languages],
];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/features', (t) => t.features);
}

export default function FeaturesPage() {
  const { t, href } = useLocale();
  const f = t.features;
  return (
    <>
      <PageBanner title={f.heading} intro={f.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        {f.groups.map((group, groupIndex) => (
          <section key={group.title} aria-labelledby={`group-${groupIndex}`} className="mt-16 first:mt-4">
            <h2 id={`group-${groupIndex}`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {group.title}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {group.items.map((item, itemIndex) => {
                const Icon = icons[groupIndex]?.[itemIndex] ?? Layers;
                return (
                  <li
                    key={item.title}
                    className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                  >
                    <span className="inline-flex rounded-xl bg-brand-100 p-3 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                    <p className="mt-2 text-slate-600 dark:text-slate-300">{item.body}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <section
          aria-labelledby="features-cta"
          className="mt-20 rounded-2xl bg-brand-700 px-6 py-12 text-center text-white dark:bg-brand-800"
        >
          <h2 id="features-cta" className="text-2xl font-bold sm:text-3xl">
            {f.ctaHeading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-50">{f.ctaBody}</p>
          <a
            href={href('/pricing')}
            className="mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {f.ctaPricing}
            <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </a>
        </section>
      </div>
    </>
  );
}
