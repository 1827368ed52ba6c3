import { Link } from 'react-router';
import { socialLinks, storeLinks } from '../../../core/links';
import { Logo } from '../ui/logo';

const linkClass = 'text-sm text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-200';

function SocialIcon({ name }: { name: 'twitter' | 'facebook' | 'instagram' }) {
  const paths = {
    twitter:
      'M18.9 2H22l-7.6 8.7L23 22h-6.9l-5.4-7-6.2 7H1.4l8.1-9.3L1 2h7l4.9 6.4L18.9 2Zm-1.2 18h1.9L7.4 4H5.4l12.3 16Z',
    facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1Z',
    instagram:
      'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3 0-4.1.1C4.4 2.3 2.3 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.6 2.2 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.6-.2 5.6-2.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.6-2.2-5.6-5.8-5.8C15 2 14.7 2 12 2Z',
  } as const;
  return (
    <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            Master vocabulary with spaced repetition and active recall.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {(['twitter', 'facebook', 'instagram'] as const).map((name) => (
              <li key={name}>
                <a
                  href={socialLinks[name]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-slate-600 hover:text-brand-700 dark:text-slate-300"
                  aria-label={`Vocably on ${name === 'twitter' ? 'Twitter' : name === 'facebook' ? 'Facebook' : 'Instagram'}`}
                >
                  <SocialIcon name={name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold">
            Product
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={linkClass} to="/features">
                Features
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/pricing">
                Pricing
              </Link>
            </li>
            <li>
              <a className={linkClass} href={storeLinks.ios} target="_blank" rel="noopener noreferrer">
                Download App
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold">
            Company
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={linkClass} to="/about">
                About
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/support">
                Support
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/support">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold">
            Legal
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={linkClass} to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/terms">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        © {new Date().getFullYear()} Vocably. All rights reserved.
      </p>
    </footer>
  );
}
