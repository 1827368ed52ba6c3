import Star from 'lucide-react/icons/star';
import { format } from '~/web/lib/i18n/format';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { SectionHeading } from './section-heading';

function Rating({ value, label }: { value: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`size-5 ${n <= value ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400'}`}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}

export function Testimonials() {
  const { t } = useLocale();
  const s = t.home.testimonials;
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="testimonials-heading" title={s.heading} intro={s.intro} />
      <ul className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {s.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <Rating value={item.rating} label={format(s.ratingLabel, { rating: item.rating })} />
              <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
                <p>{item.content}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img
                  src={item.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-full"
                />
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
