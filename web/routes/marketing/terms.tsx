import { DocPage } from '~/web/components/marketing/doc-page';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/terms';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/terms', (t) => t.terms);
}

export default function TermsPage() {
  const { t } = useLocale();
  return <DocPage page={t.terms} />;
}
