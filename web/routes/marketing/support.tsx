import BookOpen from 'lucide-react/icons/book-open';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import { supportEmail } from '~/core/site/links';
import { DocPage } from '~/web/components/marketing/doc-page';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/support';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/support', (t) => t.support);
}

export default function SupportPage() {
  const { t, href } = useLocale();
  const s = t.support;
  const contact = (
    <div className="mb-12 grid grid-cols-1 gap-6 md:grid-cols-[2fr_1fr]">
      <section
        aria-labelledby="contact-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="contact-heading" className="text-xl font-bold">
          {s.contact.heading}
        </h2>
        <p className="mt-3 text-slate-700 dark:text-slate-200">{s.contact.body}</p>
        <p className="mt-4 flex items-center gap-2 font-medium text-slate-700 dark:text-slate-200">
          <Clock className="size-5 text-brand-700 dark:text-brand-200" aria-hidden="true" />
          {s.contact.promise}
        </p>
        {/* The address goes on its own line: on one line with the label it was wider than a phone. */}
        <a
          href={`mailto:${supportEmail}`}
          className="mt-6 inline-flex max-w-full items-center gap-3 rounded-xl bg-brand-700 px-5 py-3 text-white hover:bg-brand-800"
        >
          <Mail className="size-5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block font-semibold">{s.contact.email}</span>
            <span dir="ltr" className="block text-sm wrap-anywhere text-brand-100">
              {supportEmail}
            </span>
          </span>
        </a>
      </section>
      <ul className="flex flex-col gap-4">
        <li>
          <a
            href={href('/faq')}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 p-5 font-semibold hover:border-brand-600 dark:border-slate-800"
          >
            <CircleHelp className="size-6 text-brand-700 dark:text-brand-200" aria-hidden="true" />
            {s.links.faq}
          </a>
        </li>
        <li>
          <a
            href={href('/user-guide')}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 p-5 font-semibold hover:border-brand-600 dark:border-slate-800"
          >
            <BookOpen className="size-6 text-brand-700 dark:text-brand-200" aria-hidden="true" />
            {s.links.guide}
          </a>
        </li>
      </ul>
    </div>
  );
  return <DocPage page={s} aside={contact} />;
}
