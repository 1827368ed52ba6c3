import { DocPage } from '~/web/components/marketing/doc-page';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/user-guide';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/user-guide', (t) => t.userGuide);
}

export default function UserGuidePage() {
  const { t } = useLocale();
  return <DocPage page={t.userGuide} />;
}
