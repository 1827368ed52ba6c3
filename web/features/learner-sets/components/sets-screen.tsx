import { PageHeader } from '~/web/components/ui/page-header';
import { useSetsMessages } from '../i18n/use-sets-messages';
import { CreateSetForm } from './create-set-form';
import { SetList } from './set-list';

/** Study sets: create one, and the list of the learner's sets. */
export function SetsScreen() {
  const { t, numberLocale } = useSetsMessages();
  return (
    <div className="space-y-8">
      <PageHeader title={t.title} subtitle={t.intro} />
      <CreateSetForm t={t} />
      <SetList t={t} numberLocale={numberLocale} />
    </div>
  );
}
