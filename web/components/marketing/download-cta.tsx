import { useLocale } from '~/web/lib/i18n/use-locale';
import { AppStoreButton, GooglePlayButton, WebSignUpButton } from './store-buttons';

/** The closing call to action; `qrSvg` is the download link's QR code, rendered at build time. */
export function DownloadCta({ qrSvg }: { qrSvg: string }) {
  const { t } = useLocale();
  const c = t.home.cta;
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-50 py-20 dark:bg-slate-900">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[1fr_auto] lg:px-8">
        <div>
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {c.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{c.body}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <AppStoreButton />
            <GooglePlayButton />
            <WebSignUpButton label={c.webSignUp} />
          </div>
        </div>
        <figure className="mx-auto w-48 text-center">
          <div
            role="img"
            aria-label={c.qrAlt}
            className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated at build time by the qrcode package
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <figcaption className="mt-3 text-sm text-slate-600 dark:text-slate-300">{c.qrNote}</figcaption>
        </figure>
      </div>
    </section>
  );
}
