import { Link } from 'react-router';
import { socialLinks, storeLinks } from '~/core/site/links';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { Logo } from '../ui/logo';

const linkClass = 'text-sm text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-200';
const socialNames = ['twitter', 'facebook', 'instagram'] as const;

function SocialIcon({ name }: { name: (typeof socialNames)[number] }) {
  const paths = {
    twitter:
      'M18.9 2H22l-7.6 8.7L23 22h-6.9l-5.4-7-6.2 7H1.4l8.1-9.3L1 2h7l4.9 6.4L18.9 2Zm-1.2 18h1.9L7.4 4H5.4l12.3 16Z',
    facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1Z',
    // A frame, a ring and a dot, cut out of each other by the even-odd rule (a nonzero fill painted
    // the frame's inside too: a filled square).
    instagram:
      'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9ZM12 7.4a4.6 4.6 0 1 1 0 9.2 4.6 4.6 0 0 1 0-9.2Zm0 1.8a2.8 2.8 0 1 0 0 5.6 2.8 2.8 0 0 0 0-5.6Zm5.3-3.7a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z',
  } as const;
  return (
    <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true" data-social-icon={name}>
      <path d={paths[name]} fillRule="evenodd" />
    </svg>
  );
}

type FooterLink = { label: string; to: string; external?: boolean };

function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a className={linkClass} href={link.to} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <Link className={linkClass} to={link.to} reloadDocument>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t, href } = useLocale();
  const f = t.shell.footer;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div>
          <Logo to={href('/')} />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{f.tagline}</p>
          <ul className="mt-4 flex gap-3" aria-label={f.social}>
            {socialNames.map((name) => (
              <li key={name}>
                <a
                  href={socialLinks[name]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex p-1 text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-200"
                  aria-label={f[name]}
                >
                  <SocialIcon name={name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn
          id="footer-product"
          title={f.product}
          links={[
            { label: t.shell.nav.features, to: href('/features') },
            { label: t.shell.nav.pricing, to: href('/pricing') },
            { label: t.shell.downloadApp, to: storeLinks.ios, external: true },
          ]}
        />
        <FooterColumn
          id="footer-company"
          title={f.company}
          links={[
            { label: t.shell.nav.about, to: href('/about') },
            { label: t.shell.nav.support, to: href('/support') },
            { label: f.contact, to: href('/support') },
          ]}
        />
        <FooterColumn
          id="footer-resources"
          title={f.resources}
          links={[
            { label: t.shell.nav.faq, to: href('/faq') },
            { label: t.shell.nav.userGuide, to: href('/user-guide') },
          ]}
        />
        <FooterColumn
          id="footer-legal"
          title={f.legal}
          links={[
            { label: f.privacy, to: href('/privacy') },
            { label: f.terms, to: href('/terms') },
          ]}
        />
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        © {new Date().getFullYear()} Vocably. {f.rights}
      </p>
    </footer>
  );
}
