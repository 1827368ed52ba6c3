import { DocPage } from '~/web/components/marketing/doc-page';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/about';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/about', (t) => t.about);
}

export default function AboutPage() {
  const { t } = useLocale();
  return <DocPage page={t.about} />;
}
