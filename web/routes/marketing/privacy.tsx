import { DocPage } from '~/web/components/marketing/doc-page';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/privacy';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/privacy', (t) => t.privacy);
}

export default function PrivacyPage() {
  const { t } = useLocale();
  return <DocPage page={t.privacy} />;
}
