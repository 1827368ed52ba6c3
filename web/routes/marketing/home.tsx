import QRCode from 'qrcode';
import { storeLinks } from '~/core/site/links';
import { DownloadCta } from '~/web/components/marketing/download-cta';
import { Hero } from '~/web/components/marketing/hero';
import { HomeFeatures } from '~/web/components/marketing/home-features';
import { HowItWorks } from '~/web/components/marketing/how-it-works';
import { Testimonials } from '~/web/components/marketing/testimonials';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/home';

// Runs at build time only (the page is prerendered), so the QR encoder never reaches the browser.
export async function loader() {
  const qrSvg = await QRCode.toString(storeLinks.ios, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f172a', light: '#ffffff' },
  });
  return { qrSvg };
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/', (t) => t.home);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <HomeFeatures />
      <HowItWorks />
      <Testimonials />
      <DownloadCta qrSvg={loaderData.qrSvg} />
    </>
  );
}
